-- The daily practice rules (docs/product.md §3) as functions, so a fetch or a submit is one round
-- trip: the session check, the rules and the record in one statement. This file is applied at
-- every start, after the migrations (server/db/client.ts), so it is the one place these rules
-- live; migrations hold tables and indexes. Each first locks the learner's row in
-- learner_modules: a learner's calls in a module are serialised, on any number of server
-- instances, and counting is exact.
--
-- `SET enable_seqscan = off`: PL/pgSQL caches each statement's plan for the life of a
-- connection. Planned while the tables are still small (a new install, the first minutes of a
-- day), the plans would be sequential scans, kept as the tables grow into the millions; every
-- statement here is a lookup by an index, so the index is always the right plan.

-- Earlier signatures (before the session check moved into the functions).
DROP FUNCTION IF EXISTS sopan_fetch(uuid, text, date, integer, integer, boolean);
--> statement-breakpoint
DROP FUNCTION IF EXISTS sopan_submit(uuid, text, date, integer, bigint, bigint, text, boolean, boolean);
--> statement-breakpoint

-- The learner behind a session cookie: their pro flag, or null when the session is unknown,
-- past its end, or idle for its idle_minutes (7 days; an admin's 30 minutes: docs/product.md §5;
-- server/accounts/sessions.ts says the same). The idle clock moves at most once an hour per
-- session (a sixth of the idle time for shorter ones), so a round of questions costs no extra
-- write; the condition on the update keeps parallel calls from writing it twice.
-- PL/pgSQL rather than SQL: PostgreSQL 15 plans a SQL function's query again on every call.
CREATE OR REPLACE FUNCTION sopan_learner(p_user uuid, p_token_hash text)
RETURNS boolean LANGUAGE plpgsql VOLATILE SET enable_seqscan = off AS $$
DECLARE
  v_pro boolean;
  v_seen timestamptz;
  v_touch interval;
BEGIN
  SELECT u.pro, s.last_seen_at, least(interval '1 hour', make_interval(secs => s.idle_minutes * 10))
  INTO v_pro, v_seen, v_touch FROM sessions s JOIN users u ON u.id = s.user_id
  WHERE s.user_id = p_user AND s.token_hash = p_token_hash AND s.expires_at > now()
    AND s.last_seen_at > now() - make_interval(mins => s.idle_minutes);
  IF v_seen < now() - v_touch THEN
    UPDATE sessions SET last_seen_at = now()
    WHERE user_id = p_user AND token_hash = p_token_hash AND last_seen_at < now() - v_touch;
  END IF;
  RETURN v_pro;
END $$;
--> statement-breakpoint

-- A question's version: the server judges with a cached copy and the submit checks it is current.
-- STABLE, as extract() on a timestamptz is: PostgreSQL inlines it then, where it would otherwise
-- plan it again on every call.
CREATE OR REPLACE FUNCTION sopan_question_version(p_updated_at timestamptz)
RETURNS bigint LANGUAGE sql STABLE AS $$
  SELECT (extract(epoch FROM p_updated_at) * 1000000)::bigint
$$;
--> statement-breakpoint

-- Locks (creating if needed) the learner's module row and reads today's counter; counts today
-- as practised. The common case (the row exists, today already counted) writes nothing but the
-- row lock: no new row versions for every call.
CREATE OR REPLACE FUNCTION sopan_lock(p_user uuid, p_module text, p_today date,
  OUT o_cursor bigint, OUT o_days integer, OUT o_answered integer, OUT o_done boolean)
LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  last_day date;
BEGIN
  SELECT lm.cursor, lm.days_practised, lm.last_day INTO o_cursor, o_days, last_day
  FROM learner_modules lm WHERE lm.user_id = p_user AND lm.module = p_module FOR UPDATE;
  IF NOT FOUND THEN
    INSERT INTO learner_modules AS lm (user_id, module, days_practised, last_day)
    VALUES (p_user, p_module, 1, p_today)
    ON CONFLICT (user_id, module) DO UPDATE SET
      days_practised = lm.days_practised + CASE WHEN lm.last_day IS DISTINCT FROM p_today THEN 1 ELSE 0 END,
      last_day = p_today
    RETURNING lm.cursor, lm.days_practised INTO o_cursor, o_days;
  ELSIF last_day IS DISTINCT FROM p_today THEN
    UPDATE learner_modules lm SET days_practised = lm.days_practised + 1, last_day = p_today
    WHERE lm.user_id = p_user AND lm.module = p_module
    RETURNING lm.days_practised INTO o_days;
  END IF;
  -- Read after the lock, in a statement of its own: it sees what the learner's previous call
  -- committed (a join in the locking statement would read the counter as it was before the wait).
  SELECT dp.answered, dp.done INTO o_answered, o_done
  FROM daily_progress dp WHERE dp.user_id = p_user AND dp.module = p_module AND dp.day = p_today;
  IF NOT FOUND THEN
    INSERT INTO daily_progress (user_id, module, day) VALUES (p_user, p_module, p_today)
    ON CONFLICT DO NOTHING;
    o_answered := 0;
    o_done := false;
  END IF;
END $$;
--> statement-breakpoint

-- Records an answer (or a time-out, as wrong) once; false when the attempt was already answered.
-- p_ends_day: the answer is late (a time-out, or an answer after the deadline), which is what
-- ends a free learner's day; it is kept as `late` so the results can say the time ran out.
CREATE OR REPLACE FUNCTION sopan_record(p_user uuid, p_module text, p_attempt bigint, p_question bigint,
  p_answer text, p_correct boolean, p_day date, p_ends_day boolean)
RETURNS boolean LANGUAGE plpgsql SET enable_seqscan = off AS $$
BEGIN
  UPDATE attempts SET answered_at = now(), answered_day = p_day, answer = p_answer, correct = p_correct,
    late = p_ends_day
  WHERE user_id = p_user AND id = p_attempt AND answered_at IS NULL;
  IF NOT FOUND THEN RETURN false; END IF;
  -- The day's row is there (sopan_lock made it on the day the question was served).
  UPDATE daily_progress dp SET
    answered = dp.answered + 1,
    correct = dp.correct + CASE WHEN p_correct THEN 1 ELSE 0 END,
    done = dp.done OR p_ends_day
  WHERE dp.user_id = p_user AND dp.module = p_module AND dp.day = p_day;
  IF NOT FOUND THEN
    INSERT INTO daily_progress (user_id, module, day, answered, correct, done)
    VALUES (p_user, p_module, p_day, 1, CASE WHEN p_correct THEN 1 ELSE 0 END, p_ends_day);
  END IF;
  -- The day's total the teacher's class view reads (docs/decisions/011-classes.md). A review or
  -- an answer in another module (serialised by other locks) may make the row at the same
  -- moment: the insert then adds to it.
  UPDATE daily_activity da SET
    answered = da.answered + 1,
    correct = da.correct + CASE WHEN p_correct THEN 1 ELSE 0 END
  WHERE da.user_id = p_user AND da.day = p_day;
  IF NOT FOUND THEN
    INSERT INTO daily_activity AS da (user_id, day, answered, correct)
    VALUES (p_user, p_day, 1, CASE WHEN p_correct THEN 1 ELSE 0 END)
    ON CONFLICT (user_id, day) DO UPDATE SET
      answered = da.answered + 1, correct = da.correct + excluded.correct;
  END IF;
  UPDATE learner_questions SET last_correct = p_correct WHERE user_id = p_user AND question_id = p_question;
  -- The review card (docs/product.md §7): a wrong or late answer makes one, and every answer to a
  -- question that has one (or a rating still waiting) rates it. The rating waits here and is
  -- applied with ts-fsrs by the review and stats calls (server/learning/cards.ts).
  IF NOT p_correct
    OR EXISTS (SELECT 1 FROM review_cards rc WHERE rc.user_id = p_user AND rc.question_id = p_question)
    OR EXISTS (SELECT 1 FROM review_pending rp WHERE rp.user_id = p_user AND rp.question_id = p_question) THEN
    INSERT INTO review_pending (user_id, question_id, module, correct) VALUES (p_user, p_question, p_module, p_correct);
  END IF;
  RETURN true;
END $$;
--> statement-breakpoint

-- The learner's first unseen question with a day in [p_from, p_to] (p_from null: the questions
-- without a day), in day order: one walk of questions_module_day_id_idx, each word checked
-- against the learner's seen words by an index lookup. `enable_material = off`: a plan made
-- while the learner had seen few words reads all of them once and rescans that copy for every
-- word walked, which grows with the square of the learner's history.
CREATE OR REPLACE FUNCTION sopan_unseen_by_day(p_user uuid, p_module text, p_from integer, p_to integer,
  OUT o_id bigint, OUT o_prompt jsonb)
LANGUAGE plpgsql SET enable_seqscan = off SET enable_material = off AS $$
BEGIN
  IF p_from IS NULL THEN
    SELECT q.id, q.prompt INTO o_id, o_prompt FROM questions q
    WHERE q.module = p_module AND q.deleted_at IS NULL AND q.day IS NULL
      AND NOT EXISTS (SELECT 1 FROM learner_questions lq WHERE lq.user_id = p_user AND lq.question_id = q.id)
    ORDER BY q.module, q.day, q.id LIMIT 1;
  ELSE
    SELECT q.id, q.prompt INTO o_id, o_prompt FROM questions q
    WHERE q.module = p_module AND q.deleted_at IS NULL AND q.day BETWEEN p_from AND p_to
      AND NOT EXISTS (SELECT 1 FROM learner_questions lq WHERE lq.user_id = p_user AND lq.question_id = q.id)
    ORDER BY q.module, q.day, q.id LIMIT 1;
  END IF;
END $$;
--> statement-breakpoint

-- The learner's first unseen question with a mix in [p_from, p_to], in mix order: one walk of
-- questions_module_mix_idx, each question checked against the learner's seen ones by an index
-- lookup (enable_material = off, as in sopan_unseen_by_day). The walk starts at the last question
-- served, which is seen: one extra lookup, and no arithmetic that could overflow at the ends.
CREATE OR REPLACE FUNCTION sopan_unseen_mixed(p_user uuid, p_module text, p_from bigint, p_to bigint,
  OUT o_id bigint, OUT o_mix bigint, OUT o_prompt jsonb)
LANGUAGE plpgsql SET enable_seqscan = off SET enable_material = off AS $$
BEGIN
  SELECT q.id, q.mix, q.prompt INTO o_id, o_mix, o_prompt FROM questions q
  WHERE q.module = p_module AND q.deleted_at IS NULL AND q.mix >= p_from AND q.mix <= p_to
    AND NOT EXISTS (SELECT 1 FROM learner_questions lq WHERE lq.user_id = p_user AND lq.question_id = q.id)
  ORDER BY q.module, q.mix LIMIT 1;
END $$;
--> statement-breakpoint

-- The learner's first unseen question added after p_after_id (in id order): a question added behind
-- the learner's place in the cycle, found once the walk has gone round. Usually no question at all.
CREATE OR REPLACE FUNCTION sopan_unseen_added(p_user uuid, p_module text, p_after_id bigint,
  OUT o_id bigint, OUT o_prompt jsonb)
LANGUAGE plpgsql SET enable_seqscan = off SET enable_material = off AS $$
BEGIN
  SELECT q.id, q.prompt INTO o_id, o_prompt FROM questions q
  WHERE q.module = p_module AND q.deleted_at IS NULL AND (q.module, q.id) > (p_module, p_after_id)
    AND NOT EXISTS (SELECT 1 FROM learner_questions lq WHERE lq.user_id = p_user AND lq.question_id = q.id)
  ORDER BY q.module, q.id LIMIT 1;
END $$;
--> statement-breakpoint

-- The next question for a learner: the pending one, or a new one in serving order, or end of day.
-- p_free_limit is a free learner's daily limit (null: none); pro learners have no limit, no
-- deadline and no end of day.
-- Answers {question, lastQuestion, attempted, remaining, pro} | {endOfDay, expired, pro} | {empty} |
-- {unauthorized}; `remaining` is the whole seconds until the deadline (grace included).
-- `expired`: this fetch ended the day because the pending question's time ran out.
CREATE OR REPLACE FUNCTION sopan_fetch(p_user uuid, p_token_hash text, p_module text, p_today date,
  p_free_limit integer, p_seconds integer, p_has_day boolean)
RETURNS jsonb LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  pro boolean := sopan_learner(p_user, p_token_hash);
  p_limit integer;
  s record;
  pending record;
  u record;
  qid bigint;
  mixed record;
  v_start bigint;
  v_walk_end bigint;
  v_checked bigint;
  unseen boolean := true;
  last boolean;
  prompt jsonb;
BEGIN
  IF pro IS NULL THEN RETURN jsonb_build_object('unauthorized', true); END IF;
  p_limit := CASE WHEN pro THEN NULL ELSE p_free_limit END;
  s := sopan_lock(p_user, p_module, p_today);
  SELECT a.id, a.question_id, a.deadline, a.served_day, a.last_question, q.prompt INTO pending
  FROM attempts a JOIN questions q ON q.id = a.question_id
  WHERE a.user_id = p_user AND a.module = p_module AND a.answered_at IS NULL;
  IF FOUND THEN
    IF p_limit IS NULL OR pending.deadline > now() THEN
      RETURN jsonb_build_object('question', jsonb_build_object('_id', pending.question_id::text) || pending.prompt,
        'lastQuestion', pending.last_question, 'attempted', s.o_answered,
        'remaining', ceil(extract(epoch FROM pending.deadline - now()))::integer, 'pro', pro);
    END IF;
    -- Time ran out while the learner was away: wrong, on the day it was served; that day ends.
    PERFORM sopan_record(p_user, p_module, pending.id, pending.question_id, NULL, false, pending.served_day, true);
    IF pending.served_day = p_today THEN
      RETURN jsonb_build_object('endOfDay', true, 'expired', true, 'pro', pro);
    END IF;
  END IF;
  IF p_limit IS NOT NULL AND (s.o_done OR s.o_answered >= p_limit) THEN
    RETURN jsonb_build_object('endOfDay', true, 'expired', false, 'pro', pro);
  END IF;

  -- Unseen questions first: shabd shudhi by the learner's module day, then earlier days, then words
  -- without a day, then later days; elsewhere in the module's shuffled cycle from the learner's place.
  IF p_has_day THEN
    -- Four index walks, so the cost follows the learner's history, not the size of the bank.
    u := sopan_unseen_by_day(p_user, p_module, s.o_days, s.o_days);
    IF u.o_id IS NULL THEN u := sopan_unseen_by_day(p_user, p_module, -2147483648, s.o_days - 1); END IF;
    IF u.o_id IS NULL THEN u := sopan_unseen_by_day(p_user, p_module, NULL, NULL); END IF;
    IF u.o_id IS NULL THEN u := sopan_unseen_by_day(p_user, p_module, s.o_days + 1, 2147483647); END IF;
    qid := u.o_id;
    prompt := u.o_prompt;
  ELSE
    -- A per-learner mixed order (docs/product.md §3): the questions in the order of their `mix`
    -- (a hash of the id, so sub-topics written in blocks come mixed), started at a point of the
    -- learner's own (a hash of learner and module) and wrapping round: the same for the learner on
    -- every day, different between learners. The cursor is the mix of the last question served.
    v_start := hashtextextended(p_user::text || ':' || p_module, 0);
    -- Where the walk ends: just before its start, or at the very end when it starts at the lowest value.
    v_walk_end := CASE WHEN v_start = -9223372036854775808 THEN 9223372036854775807 ELSE v_start - 1 END;
    IF s.o_cursor IS NULL OR s.o_cursor >= v_start THEN
      mixed := sopan_unseen_mixed(p_user, p_module, coalesce(s.o_cursor, v_start), 9223372036854775807);
      IF mixed.o_id IS NULL AND v_start > -9223372036854775808 THEN
        mixed := sopan_unseen_mixed(p_user, p_module, -9223372036854775808, v_walk_end);
      END IF;
    ELSE
      mixed := sopan_unseen_mixed(p_user, p_module, s.o_cursor, v_walk_end);
    END IF;
    qid := mixed.o_id;
    prompt := mixed.o_prompt;
    IF qid IS NOT NULL THEN
      UPDATE learner_modules SET cursor = mixed.o_mix WHERE user_id = p_user AND module = p_module;
    ELSE
      -- The walk has gone round: park the cursor at its end, so later calls walk nothing, and
      -- look for questions added behind it since the last look.
      IF s.o_cursor IS DISTINCT FROM v_walk_end THEN
        UPDATE learner_modules SET cursor = v_walk_end WHERE user_id = p_user AND module = p_module;
      END IF;
      SELECT lm.checked_id INTO v_checked FROM learner_modules lm
      WHERE lm.user_id = p_user AND lm.module = p_module;
      u := sopan_unseen_added(p_user, p_module, v_checked);
      qid := u.o_id;
      prompt := u.o_prompt;
      IF qid IS NULL THEN
        UPDATE learner_modules lm SET checked_id = q.id
        FROM (SELECT max(q.id) AS id FROM questions q WHERE q.module = p_module AND q.deleted_at IS NULL) q
        WHERE lm.user_id = p_user AND lm.module = p_module AND q.id > lm.checked_id;
      END IF;
    END IF;
  END IF;
  -- Then repeats: questions answered wrongly first, then the least recently seen (two index walks).
  IF qid IS NULL THEN
    unseen := false;
    SELECT lq.question_id, q.prompt INTO qid, prompt FROM learner_questions lq
    JOIN questions q ON q.id = lq.question_id AND q.deleted_at IS NULL
    WHERE lq.user_id = p_user AND lq.module = p_module AND lq.last_correct = false
    ORDER BY lq.last_seen_at LIMIT 1;
  END IF;
  IF qid IS NULL THEN
    SELECT lq.question_id, q.prompt INTO qid, prompt FROM learner_questions lq
    JOIN questions q ON q.id = lq.question_id AND q.deleted_at IS NULL
    WHERE lq.user_id = p_user AND lq.module = p_module
    ORDER BY lq.last_seen_at LIMIT 1;
  END IF;
  IF qid IS NULL THEN RETURN jsonb_build_object('empty', true); END IF;

  last := p_limit IS NOT NULL AND s.o_answered + 1 >= p_limit;
  INSERT INTO attempts (user_id, module, question_id, served_day, deadline, last_question)
  VALUES (p_user, p_module, qid, p_today, now() + make_interval(secs => p_seconds), last);
  IF unseen THEN
    INSERT INTO learner_questions AS lq (user_id, question_id, module, last_seen_at)
    VALUES (p_user, qid, p_module, now())
    ON CONFLICT (user_id, question_id) DO UPDATE SET last_seen_at = now();
  ELSE
    UPDATE learner_questions SET last_seen_at = now() WHERE user_id = p_user AND question_id = qid;
  END IF;
  RETURN jsonb_build_object('question', jsonb_build_object('_id', qid::text) || prompt,
    'lastQuestion', last, 'attempted', s.o_answered, 'remaining', p_seconds, 'pro', pro);
END $$;
--> statement-breakpoint

-- Records an answer the server judged with its copy of the question at p_version.
-- Answers {status: 'recorded' | 'already', correct, late, lastQuestion, pro} | {status: 'limit' |
-- 'unserved' | 'stale' | 'unauthorized'}: 'stale' when the question changed since the server
-- cached it (it reloads the question and judges again).
CREATE OR REPLACE FUNCTION sopan_submit(p_user uuid, p_token_hash text, p_module text, p_today date,
  p_free_limit integer, p_question bigint, p_version bigint, p_answer text, p_correct boolean)
RETURNS jsonb LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  pro boolean := sopan_learner(p_user, p_token_hash);
  p_limit integer;
  version bigint;
  s record;
  served record;
  late boolean;
BEGIN
  IF pro IS NULL THEN RETURN jsonb_build_object('status', 'unauthorized'); END IF;
  p_limit := CASE WHEN pro THEN NULL ELSE p_free_limit END;
  SELECT sopan_question_version(q.updated_at) INTO version FROM questions q
  WHERE q.id = p_question AND q.module = p_module;
  IF NOT FOUND THEN RETURN jsonb_build_object('status', 'unserved'); END IF;
  IF version <> p_version THEN RETURN jsonb_build_object('status', 'stale'); END IF;
  s := sopan_lock(p_user, p_module, p_today);
  SELECT a.id, a.deadline, a.last_question INTO served FROM attempts a
  WHERE a.user_id = p_user AND a.module = p_module AND a.answered_at IS NULL AND a.question_id = p_question;
  IF NOT FOUND THEN
    -- Answered before (a second tap, a retry after a lost reply): the verdict already recorded.
    SELECT a.correct, a.late, a.last_question INTO served FROM attempts a
    WHERE a.user_id = p_user AND a.question_id = p_question AND a.module = p_module
    ORDER BY a.id DESC LIMIT 1;
    IF NOT FOUND THEN RETURN jsonb_build_object('status', 'unserved'); END IF;
    RETURN jsonb_build_object('status', 'already', 'correct', coalesce(served.correct, false),
      'late', served.late, 'lastQuestion', served.last_question, 'pro', pro);
  END IF;
  IF p_limit IS NOT NULL AND s.o_answered >= p_limit THEN
    RETURN jsonb_build_object('status', 'limit');
  END IF;
  late := p_limit IS NOT NULL AND served.deadline < now();
  PERFORM sopan_record(p_user, p_module, served.id, p_question, p_answer, p_correct AND NOT late, p_today, late);
  RETURN jsonb_build_object('status', 'recorded', 'correct', p_correct AND NOT late, 'late', late,
    'lastQuestion', served.last_question, 'pro', pro);
END $$;
--> statement-breakpoint

-- The day-done marker: the module ends today; a pending question counts as timed out.
CREATE OR REPLACE FUNCTION sopan_day_done(p_user uuid, p_module text, p_today date)
RETURNS void LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  pending record;
BEGIN
  PERFORM sopan_lock(p_user, p_module, p_today);
  SELECT id, question_id, served_day INTO pending
  FROM attempts WHERE user_id = p_user AND module = p_module AND answered_at IS NULL;
  IF FOUND THEN
    PERFORM sopan_record(p_user, p_module, pending.id, pending.question_id, NULL, false, pending.served_day, true);
  END IF;
  UPDATE daily_progress SET done = true WHERE user_id = p_user AND module = p_module AND day = p_today;
END $$;
--> statement-breakpoint

-- Today's answers in a module, for the results (docs/product.md §3: nothing a learner answered is
-- hidden). A free learner's pending question whose deadline passed is first recorded as timed
-- out, as a fetch would, so the results show it; nothing else is written, and the day is not
-- counted as practised. Answers {rows: [{questionId, answer, correct, late, prompt, answers,
-- explanation}], endOfDay} (endOfDay only for a free learner: the day-done marker or the limit).
CREATE OR REPLACE FUNCTION sopan_today(p_user uuid, p_module text, p_today date, p_free_limit integer)
RETURNS jsonb LANGUAGE plpgsql SET enable_seqscan = off AS $$
DECLARE
  pending record;
  progress record;
BEGIN
  IF p_free_limit IS NOT NULL AND EXISTS (SELECT 1 FROM attempts a WHERE a.user_id = p_user
      AND a.module = p_module AND a.answered_at IS NULL AND a.deadline < now()) THEN
    PERFORM 1 FROM learner_modules lm WHERE lm.user_id = p_user AND lm.module = p_module FOR UPDATE;
    SELECT a.id, a.question_id, a.served_day INTO pending FROM attempts a
    WHERE a.user_id = p_user AND a.module = p_module AND a.answered_at IS NULL AND a.deadline < now();
    IF FOUND THEN
      PERFORM sopan_record(p_user, p_module, pending.id, pending.question_id, NULL, false, pending.served_day, true);
    END IF;
  END IF;
  SELECT dp.answered, dp.done INTO progress FROM daily_progress dp
  WHERE dp.user_id = p_user AND dp.module = p_module AND dp.day = p_today;
  RETURN jsonb_build_object(
    'rows', coalesce((SELECT jsonb_agg(jsonb_build_object('questionId', a.question_id::text, 'answer', a.answer,
        'correct', coalesce(a.correct, false), 'late', a.late, 'prompt', q.prompt, 'answers', q.answer,
        'explanation', q.explanation) ORDER BY a.answered_at, a.id)
      FROM attempts a JOIN questions q ON q.id = a.question_id
      WHERE a.user_id = p_user AND a.answered_day = p_today AND a.module = p_module), '[]'::jsonb),
    'endOfDay', p_free_limit IS NOT NULL AND coalesce(progress.done OR progress.answered >= p_free_limit, false),
    -- A question served and not answered (left by Back or a closed tab): whole seconds to its deadline, grace included.
    'pendingRemaining', (SELECT ceil(extract(epoch FROM a.deadline - now()))::integer FROM attempts a
      WHERE a.user_id = p_user AND a.module = p_module AND a.answered_at IS NULL));
END $$;
