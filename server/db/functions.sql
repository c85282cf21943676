-- The daily practice rules (PRODUCT.md §3) as functions, so a fetch or a submit is one round
-- trip. This file is applied at every start, after the migrations (server/db/client.ts), so it
-- is the one place these rules live; migrations hold tables and indexes. Each first locks the learner's row in learner_modules: a learner's calls in a module
-- are serialised, on any number of server instances, and counting is exact.

-- Locks (creating if needed) the learner's module row and reads today's counter; counts today
-- as practised. The common case (the row exists, today already counted) writes nothing but the
-- row lock: no new row versions for every call.
CREATE OR REPLACE FUNCTION sopan_lock(p_user uuid, p_module text, p_today date,
  OUT o_cursor bigint, OUT o_days integer, OUT o_answered integer, OUT o_done boolean)
LANGUAGE plpgsql AS $$
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
CREATE OR REPLACE FUNCTION sopan_record(p_user uuid, p_module text, p_attempt bigint, p_question bigint,
  p_answer text, p_correct boolean, p_day date, p_ends_day boolean)
RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  UPDATE attempts SET answered_at = now(), answered_day = p_day, answer = p_answer, correct = p_correct
  WHERE user_id = p_user AND id = p_attempt AND answered_at IS NULL;
  IF NOT FOUND THEN RETURN false; END IF;
  INSERT INTO daily_progress AS dp (user_id, module, day, answered, correct, done)
  VALUES (p_user, p_module, p_day, 1, CASE WHEN p_correct THEN 1 ELSE 0 END, p_ends_day)
  ON CONFLICT (user_id, module, day) DO UPDATE SET
    answered = dp.answered + 1,
    correct = dp.correct + CASE WHEN p_correct THEN 1 ELSE 0 END,
    done = dp.done OR p_ends_day;
  UPDATE learner_questions SET last_correct = p_correct WHERE user_id = p_user AND question_id = p_question;
  RETURN true;
END $$;
--> statement-breakpoint

-- The next question for a learner: the pending one, or a new one in serving order, or end of day.
-- p_limit is null for pro learners (no limit, no deadline, no end of day).
-- Answers {question, lastQuestion, attempted} | {endOfDay: true} | {empty: true}.
CREATE OR REPLACE FUNCTION sopan_fetch(p_user uuid, p_module text, p_today date, p_limit integer,
  p_seconds integer, p_has_day boolean)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  s record;
  pending record;
  qid bigint;
  unseen boolean := true;
  last boolean;
  prompt jsonb;
BEGIN
  SELECT * INTO s FROM sopan_lock(p_user, p_module, p_today);
  SELECT id, question_id, deadline, served_day, last_question INTO pending
  FROM attempts WHERE user_id = p_user AND module = p_module AND answered_at IS NULL;
  IF FOUND THEN
    IF p_limit IS NULL OR pending.deadline > now() THEN
      SELECT q.prompt INTO prompt FROM questions q WHERE q.id = pending.question_id;
      RETURN jsonb_build_object('question', jsonb_build_object('_id', pending.question_id::text) || prompt,
        'lastQuestion', pending.last_question, 'attempted', s.o_answered);
    END IF;
    -- Time ran out while the learner was away: wrong, on the day it was served; that day ends.
    PERFORM sopan_record(p_user, p_module, pending.id, pending.question_id, NULL, false, pending.served_day, true);
    IF pending.served_day = p_today THEN RETURN jsonb_build_object('endOfDay', true); END IF;
  END IF;
  IF p_limit IS NOT NULL AND (s.o_done OR s.o_answered >= p_limit) THEN
    RETURN jsonb_build_object('endOfDay', true);
  END IF;

  -- Unseen questions first: shabd shudhi by the learner's module day, then earlier, then later days;
  -- elsewhere in authoring order after the learner's cursor.
  IF p_has_day THEN
    SELECT q.id INTO qid FROM questions q
    WHERE q.module = p_module AND q.deleted_at IS NULL
      AND NOT EXISTS (SELECT 1 FROM learner_questions lq WHERE lq.user_id = p_user AND lq.question_id = q.id)
    ORDER BY (coalesce(q.day, 0) <> s.o_days), (coalesce(q.day, 0) > s.o_days), q.day, q.id
    LIMIT 1;
  ELSE
    SELECT q.id INTO qid FROM questions q
    WHERE q.module = p_module AND q.deleted_at IS NULL AND q.id > s.o_cursor
    ORDER BY q.id LIMIT 1;
  END IF;
  -- Then repeats: questions answered wrongly first, then the least recently seen (two index walks).
  IF qid IS NULL THEN
    unseen := false;
    SELECT lq.question_id INTO qid FROM learner_questions lq
    JOIN questions q ON q.id = lq.question_id AND q.deleted_at IS NULL
    WHERE lq.user_id = p_user AND lq.module = p_module AND lq.last_correct = false
    ORDER BY lq.last_seen_at LIMIT 1;
  END IF;
  IF qid IS NULL THEN
    SELECT lq.question_id INTO qid FROM learner_questions lq
    JOIN questions q ON q.id = lq.question_id AND q.deleted_at IS NULL
    WHERE lq.user_id = p_user AND lq.module = p_module
    ORDER BY lq.last_seen_at LIMIT 1;
  END IF;
  IF qid IS NULL THEN RETURN jsonb_build_object('empty', true); END IF;

  last := p_limit IS NOT NULL AND s.o_answered + 1 >= p_limit;
  INSERT INTO attempts (user_id, module, question_id, served_day, deadline, last_question)
  VALUES (p_user, p_module, qid, p_today, now() + make_interval(secs => p_seconds), last);
  INSERT INTO learner_questions AS lq (user_id, question_id, module, last_seen_at)
  VALUES (p_user, qid, p_module, now())
  ON CONFLICT (user_id, question_id) DO UPDATE SET last_seen_at = now();
  IF unseen AND NOT p_has_day THEN
    UPDATE learner_modules SET cursor = qid WHERE user_id = p_user AND module = p_module;
  END IF;
  SELECT q.prompt INTO prompt FROM questions q WHERE q.id = qid;
  RETURN jsonb_build_object('question', jsonb_build_object('_id', qid::text) || prompt,
    'lastQuestion', last, 'attempted', s.o_answered);
END $$;
--> statement-breakpoint

-- Records a judged answer. Answers {status: 'recorded' | 'already' | 'limit', correct?}.
CREATE OR REPLACE FUNCTION sopan_submit(p_user uuid, p_module text, p_today date, p_limit integer,
  p_attempt bigint, p_question bigint, p_answer text, p_correct boolean, p_late boolean)
RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  s record;
  stored boolean;
BEGIN
  SELECT * INTO s FROM sopan_lock(p_user, p_module, p_today);
  IF NOT EXISTS (SELECT 1 FROM attempts WHERE user_id = p_user AND id = p_attempt AND answered_at IS NULL) THEN
    SELECT correct INTO stored FROM attempts WHERE user_id = p_user AND id = p_attempt;
    RETURN jsonb_build_object('status', 'already', 'correct', coalesce(stored, false));
  END IF;
  IF p_limit IS NOT NULL AND s.o_answered >= p_limit THEN
    RETURN jsonb_build_object('status', 'limit');
  END IF;
  PERFORM sopan_record(p_user, p_module, p_attempt, p_question, p_answer, p_correct AND NOT p_late, p_today, p_late);
  RETURN jsonb_build_object('status', 'recorded', 'correct', p_correct AND NOT p_late);
END $$;
--> statement-breakpoint

-- The day-done marker: the module ends today; a pending question counts as timed out.
CREATE OR REPLACE FUNCTION sopan_day_done(p_user uuid, p_module text, p_today date)
RETURNS void LANGUAGE plpgsql AS $$
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
