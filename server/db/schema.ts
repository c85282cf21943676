import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const created = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    pro: boolean('pro').notNull().default(false),
    admin: boolean('admin').notNull().default(false),
    /** May create classes and set work (docs/product.md §12), granted by an admin. */
    teacher: boolean('teacher').notNull().default(false),
    /**
     * The TOTP secret (RFC 6238), encrypted (server/accounts/totp.ts); set by setup, in use once
     * `totpEnabled`. Never logged, never answered again after setup.
     */
    totpSecret: text('totp_secret'),
    totpEnabled: boolean('totp_enabled').notNull().default(false),
    /** The last time step a code was accepted for: a code is used once (no replay in its window). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /**
     * The interface language the learner chose (docs/product.md §8), 'hi' or 'en'; null until they
     * choose (the device's language is used then). The learner's mails go in it too.
     */
    language: text('language', { enum: ['hi', 'en'] }),
    createdAt: created(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    check('users_language_check', sql`${t.language} in ('hi', 'en')`),
  ],
);

/**
 * Server-side sessions; the cookie carries `userId.token`, only the token's hash is stored.
 * `id` is a separate random id the sessions list shows (never the cookie or its hash);
 * `expiresAt` is the absolute end (30 days), `lastSeenAt` the idle clock (7 days), moved
 * forward at most once an hour (docs/product.md §5).
 */
export const sessions = pgTable(
  'sessions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    id: uuid('id').notNull().defaultRandom(),
    createdAt: created(),
    expiresAt: ts('expires_at').notNull(),
    lastSeenAt: ts('last_seen_at').notNull().defaultNow(),
    userAgent: text('user_agent').notNull().default(''),
    /** Unused this long, the session ends: 7 days, 30 minutes for an admin's (docs/product.md §5). */
    idleMinutes: integer('idle_minutes').notNull().default(10_080),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tokenHash] }), uniqueIndex('sessions_id_key').on(t.id)],
);

/**
 * The step between a right password and the TOTP code (admins with two-step login): the
 * pending-login cookie's hash, short-lived, at most five codes tried.
 */
export const loginChallenges = pgTable('login_challenges', {
  tokenHash: text('token_hash').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  createdAt: created(),
  expiresAt: ts('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
});

/** Signup codes, one live code per e-mail address. */
export const emailCodes = pgTable('email_codes', {
  email: text('email').primaryKey(),
  codeHash: text('code_hash').notNull(),
  sentAt: ts('sent_at').notNull(),
  expiresAt: ts('expires_at').notNull(),
  attempts: integer('attempts').notNull().default(0),
  verifiedAt: ts('verified_at'),
  /** The hash of the HttpOnly cookie given to the client that proved the code: only it may sign up. */
  clientHash: text('client_hash'),
});

export const resetTokens = pgTable(
  'reset_tokens',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: created(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tokenHash] })],
);

/** Fixed-window counters for rate limits that every server instance must share. */
export const rateHits = pgTable(
  'rate_hits',
  {
    bucket: text('bucket').notNull(),
    key: text('key').notNull(),
    windowStart: ts('window_start').notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.bucket, t.key, t.windowStart] })],
);

export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** One table for every module's questions; prompt and answer are checked by the module's schemas. */
export const questions = pgTable(
  'questions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    module: text('module').notNull(),
    prompt: jsonb('prompt').$type<Record<string, unknown>>().notNull(),
    answer: jsonb('answer').$type<Record<string, unknown>>().notNull(),
    day: integer('day'),
    explanation: text('explanation'),
    /** Sub-topics the books group questions by (sandhi type, samas type, MCQ topic …). */
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    /** A typed item's three checked wrong options, for its choice form in papers (docs/product.md §11). */
    distractors: text('distractors').array().notNull().default(sql`'{}'::text[]`),
    /** The prompt, normalised, so the same question is not stored twice in a module. */
    dedupeKey: text('dedupe_key').notNull(),
    createdBy: uuid('created_by'),
    createdAt: created(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    deletedAt: ts('deleted_at'),
    /**
     * The question's place in its module's shuffled cycle (docs/product.md §3): a hash of the id,
     * so fixed, spread evenly, and set by the database for every new question. Each learner walks
     * the cycle from a point of their own.
     */
    mix: bigint('mix', { mode: 'number' }).notNull().generatedAlwaysAs(sql`hashint8extended(id, 0)`),
  },
  (t) => [
    index('questions_module_id_idx').on(t.module, t.id).where(sql`${t.deletedAt} is null`),
    index('questions_module_mix_idx').on(t.module, t.mix).where(sql`${t.deletedAt} is null`),
    index('questions_module_day_id_idx').on(t.module, t.day, t.id).where(sql`${t.deletedAt} is null`),
    uniqueIndex('questions_module_dedupe_key').on(t.module, t.dedupeKey).where(sql`${t.deletedAt} is null`),
  ],
);

/** Every question served to a learner: served, deadline, answer and verdict. */
export const attempts = pgTable(
  'attempts',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    module: text('module').notNull(),
    questionId: bigint('question_id', { mode: 'number' })
      .notNull()
      .references(() => questions.id),
    servedAt: ts('served_at').notNull().defaultNow(),
    servedDay: date('served_day', { mode: 'string' }).notNull(),
    deadline: ts('deadline').notNull(),
    answeredAt: ts('answered_at'),
    answeredDay: date('answered_day', { mode: 'string' }),
    answer: text('answer'),
    correct: boolean('correct'),
    /** Timed out (on the clock, or left pending past its deadline) or answered after it: judged wrong. */
    late: boolean('late').notNull().default(false),
    lastQuestion: boolean('last_question').notNull().default(false),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.id] }),
    // At most one unanswered question per learner and module: concurrent fetches agree on it.
    uniqueIndex('attempts_one_pending').on(t.userId, t.module).where(sql`${t.answeredAt} is null`),
    // The answered day in the key: the teacher's most-missed questions count a member's answers
    // to one question in a window by one index range (docs/decisions/011-classes.md).
    index('attempts_user_question_idx').on(t.userId, t.questionId, t.answeredDay),
    index('attempts_user_answered_day_idx').on(t.userId, t.answeredDay),
    // Wrong answers only (a fifth or so of all): what a class gets wrong, read from the index alone.
    index('attempts_user_wrong_idx')
      .on(t.userId, t.answeredDay, t.module, t.questionId)
      .where(sql`${t.correct} = false`),
    // The admin list's per-question figures (answered, correct, the wrong answers).
    index('attempts_question_answered_idx').on(t.questionId).where(sql`${t.answeredAt} is not null`),
  ],
);

/**
 * A learner's place in a module: where they are in its shuffled cycle and the days practised
 * (shabd shudhi `day`).
 */
export const learnerModules = pgTable(
  'learner_modules',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    module: text('module').notNull(),
    /** The `mix` of the last unseen question served; null before the first (server/db/functions.sql). */
    cursor: bigint('cursor', { mode: 'number' }),
    /**
     * Questions with a higher id were added after the learner's walk was last checked: once the
     * walk has gone round, those not seen yet are served before any repeat.
     */
    checkedId: bigint('checked_id', { mode: 'number' }).notNull().default(0),
    daysPractised: integer('days_practised').notNull().default(0),
    lastDay: date('last_day', { mode: 'string' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.module] })],
);

/** What a learner last did with each question they have seen: for wrong-first, then least-recent repeats. */
export const learnerQuestions = pgTable(
  'learner_questions',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: bigint('question_id', { mode: 'number' }).notNull(),
    module: text('module').notNull(),
    lastSeenAt: ts('last_seen_at').notNull(),
    lastCorrect: boolean('last_correct'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('learner_questions_repeat_idx').on(t.userId, t.module, t.lastCorrect, t.lastSeenAt),
    index('learner_questions_recent_idx').on(t.userId, t.module, t.lastSeenAt),
  ],
);

/** One row per learner, module and local day: the counter the daily limit is enforced on. */
export const dailyProgress = pgTable(
  'daily_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    module: text('module').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    answered: integer('answered').notNull().default(0),
    correct: integer('correct').notNull().default(0),
    done: boolean('done').notNull().default(false),
  },
  (t) => [primaryKey({ columns: [t.userId, t.module, t.day] })],
);

/**
 * One row per learner and local day: the day's round answers and review answers, kept by the
 * statements that record them (sopan_record, the review submit). The teacher's class view reads
 * a member's streak from it — one row a day — instead of every answer and review
 * (docs/decisions/011-classes.md).
 */
export const dailyActivity = pgTable(
  'daily_activity',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    day: date('day', { mode: 'string' }).notNull(),
    answered: integer('answered').notNull().default(0),
    correct: integer('correct').notNull().default(0),
    reviewed: integer('reviewed').notNull().default(0),
    reviewedCorrect: integer('reviewed_correct').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * A learner's review card for a question (docs/product.md §7): the FSRS memory state as ts-fsrs keeps
 * it. `servedAt` marks the card the review screen shows, so one answer is recorded once.
 */
export const reviewCards = pgTable(
  'review_cards',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: bigint('question_id', { mode: 'number' }).notNull(),
    module: text('module').notNull(),
    due: ts('due').notNull(),
    stability: doublePrecision('stability').notNull(),
    difficulty: doublePrecision('difficulty').notNull(),
    elapsedDays: integer('elapsed_days').notNull().default(0),
    scheduledDays: integer('scheduled_days').notNull().default(0),
    learningSteps: integer('learning_steps').notNull().default(0),
    reps: integer('reps').notNull().default(0),
    lapses: integer('lapses').notNull().default(0),
    state: integer('state').notNull(),
    lastReview: ts('last_review'),
    servedAt: ts('served_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('review_cards_due_idx').on(t.userId, t.due),
  ],
);

/**
 * Ratings from module rounds not yet applied to the cards: the quiz call records one in the
 * same statement (a wrong answer, or any answer to a question that has a card) and the review
 * and stats calls apply them with ts-fsrs, so the hot call stays one statement.
 */
export const reviewPending = pgTable(
  'review_pending',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    questionId: bigint('question_id', { mode: 'number' }).notNull(),
    module: text('module').notNull(),
    correct: boolean('correct').notNull(),
    at: ts('at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.id] })],
);

/** Every review answer: the daily count (REVIEW_PER_DAY), the streak and the stats. */
export const reviewLog = pgTable(
  'review_log',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    id: bigint('id', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    questionId: bigint('question_id', { mode: 'number' }).notNull(),
    module: text('module').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    reviewedAt: ts('reviewed_at').notNull().defaultNow(),
    answer: text('answer').notNull(),
    correct: boolean('correct').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.id] }), index('review_log_user_day_idx').on(t.userId, t.day)],
);

/** One row per learner: locked by the review calls, so a learner's reviews are serialised and counted exactly. */
export const learnerReviews = pgTable('learner_reviews', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  day: date('day', { mode: 'string' }),
  reviewed: integer('reviewed').notNull().default(0),
});

/** A learner's report on a question, once per learner and question; resolving clears it. */
export const questionReports = pgTable(
  'question_reports',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    questionId: bigint('question_id', { mode: 'number' })
      .notNull()
      .references(() => questions.id),
    module: text('module').notNull(),
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: created(),
    resolvedAt: ts('resolved_at'),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.questionId] }),
    index('question_reports_open_idx').on(t.questionId).where(sql`${t.resolvedAt} is null`),
  ],
);

/**
 * Answer counts of deleted accounts (docs/product.md §5, DPDP Act): when a learner erases their
 * account, their attempts are folded in here, with no one's id, so the admin's per-question
 * figures stay whole. `answer` is kept for wrong answers only (the admin list shows the most
 * common ones), '' otherwise.
 */
export const answerTallies = pgTable(
  'answer_tallies',
  {
    questionId: bigint('question_id', { mode: 'number' }).notNull(),
    correct: boolean('correct').notNull(),
    answer: text('answer').notNull().default(''),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.questionId, t.correct, t.answer] })],
);

/** Papers (docs/product.md §11): a blueprint, its drawn questions, published or not. */
export const papers = pgTable('papers', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  exam: text('exam').notNull(),
  durationMinutes: integer('duration_minutes').notNull(),
  marksCorrect: doublePrecision('marks_correct').notNull(),
  marksWrong: doublePrecision('marks_wrong').notNull(),
  sections: jsonb('sections')
    .$type<{ title: string; module: string; tags: string[]; count: number }[]>()
    .notNull(),
  publishedAt: ts('published_at'),
  /** The starter paper of content/papers.json this was drawn from (drawn once, even if deleted later). */
  starterKey: text('starter_key').unique(),
  createdBy: uuid('created_by'),
  createdAt: created(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  deletedAt: ts('deleted_at'),
});

/** A paper's questions in order, each with its four options fixed at the draw and the key's index. */
export const paperQuestions = pgTable(
  'paper_questions',
  {
    paperId: bigint('paper_id', { mode: 'number' })
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    questionId: bigint('question_id', { mode: 'number' }).notNull(),
    module: text('module').notNull(),
    section: integer('section').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    answer: integer('answer').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.paperId, t.position] }),
    uniqueIndex('paper_questions_question').on(t.paperId, t.questionId),
    index('paper_questions_question_idx').on(t.questionId),
  ],
);

/**
 * A learner's sitting of a paper. `answers` holds { [questionId]: { choice, marked } }, saved one
 * statement per answer; the attempt ends at `deadline` whether or not the learner comes back
 * (scored then by whichever call or sweep first sees it). `first`: ranked, one per learner.
 */
export const paperAttempts = pgTable(
  'paper_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paperId: bigint('paper_id', { mode: 'number' })
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    first: boolean('first').notNull(),
    startedAt: ts('started_at').notNull(),
    deadline: ts('deadline').notNull(),
    answers: jsonb('answers')
      .$type<Record<string, { choice: number | null; marked: boolean }>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    submittedAt: ts('submitted_at'),
    score: doublePrecision('score'),
    correct: integer('correct'),
    wrong: integer('wrong'),
    unanswered: integer('unanswered'),
  },
  (t) => [
    index('paper_attempts_user_idx').on(t.userId, t.paperId),
    uniqueIndex('paper_attempts_first').on(t.paperId, t.userId).where(sql`${t.first}`),
    uniqueIndex('paper_attempts_running').on(t.paperId, t.userId).where(sql`${t.submittedAt} is null`),
    index('paper_attempts_open_idx').on(t.deadline).where(sql`${t.submittedAt} is null`),
  ],
);

/**
 * How many ranked (first, ended) attempts of a paper have each score: rank, percentile, top and
 * average read this, a few rows however many sat the paper (docs/product.md §11 "Scale").
 */
export const paperScores = pgTable(
  'paper_scores',
  {
    paperId: bigint('paper_id', { mode: 'number' })
      .notNull()
      .references(() => papers.id, { onDelete: 'cascade' }),
    score: doublePrecision('score').notNull(),
    attempts: integer('attempts').notNull(),
  },
  (t) => [primaryKey({ columns: [t.paperId, t.score] })],
);

/**
 * The account's security events (docs/product.md §5), kept beside the log so the learner's export
 * holds them with their addresses (DPDP Act); gone with the account, pruned after 180 days.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    event: text('event').notNull(),
    ip: text('ip').notNull(),
    at: created(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('security_events_user_idx').on(t.userId, t.at)],
);

/**
 * Devices that have logged into an account (a long-lived cookie set at a successful login): the
 * per-account ceiling on wrong passwords never locks them out (docs/product.md §5, second pass).
 */
export const knownDevices = pgTable(
  'known_devices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: created(),
    lastUsedAt: ts('last_used_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.tokenHash] })],
);

/**
 * The starter bank's version loaded into each module (content/<module>.json rows carry `since`):
 * an upgrade loads only the rows added after it, so what an admin changed or deleted stays so.
 */
export const starterVersions = pgTable('starter_versions', {
  module: text('module').primaryKey(),
  version: integer('version').notNull(),
});

/** A teacher's class (docs/product.md §12); its join code is unique among all classes. */
export const classes = pgTable(
  'classes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    teacherId: uuid('teacher_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    joinCode: text('join_code').notNull(),
    createdAt: created(),
    archivedAt: ts('archived_at'),
  },
  (t) => [uniqueIndex('classes_join_code').on(t.joinCode), index('classes_teacher_idx').on(t.teacherId)],
);

/** A learner in a class: while the row exists (and the account), the teacher sees their practice. */
export const classMembers = pgTable(
  'class_members',
  {
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: created(),
  },
  (t) => [primaryKey({ columns: [t.classId, t.userId] }), index('class_members_user_idx').on(t.userId)],
);

/**
 * Work a teacher sets a class: questions in modules (counted from the learner's answers since
 * `createdAt`) or a paper (done when the learner's first attempt has ended), due on a day.
 */
export const assignments = pgTable(
  'assignments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    classId: uuid('class_id')
      .notNull()
      .references(() => classes.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    due: date('due', { mode: 'string' }).notNull(),
    items: jsonb('items').$type<{ module: string; count: number }[]>().notNull().default(sql`'[]'::jsonb`),
    paperId: bigint('paper_id', { mode: 'number' }).references(() => papers.id, { onDelete: 'cascade' }),
    createdAt: created(),
  },
  (t) => [index('assignments_class_idx').on(t.classId, t.due)],
);

/**
 * A learner's device that can receive reminders (docs/product.md §13): a Web Push subscription.
 * The endpoint is unique: a device signed in to another account moves to it.
 */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The device's interface language when it subscribed: used while the account has none. */
    language: text('language', { enum: ['hi', 'en'] }),
    createdAt: created(),
  },
  (t) => [
    uniqueIndex('push_subscriptions_endpoint_key').on(t.endpoint),
    index('push_subscriptions_user_idx').on(t.userId),
  ],
);

/**
 * A learner's daily reminder: at `minute` of the APP_TIMEZONE day. `claimedDay` is the last day an
 * instance decided about it (at most once a day across instances), `sentDay` the last day one
 * was sent, `ignored` the reminders sent in a row without practice after them.
 */
export const reminders = pgTable(
  'reminders',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabled: boolean('enabled').notNull().default(false),
    minute: integer('minute').notNull(),
    paused: boolean('paused').notNull().default(false),
    ignored: integer('ignored').notNull().default(0),
    claimedDay: date('claimed_day', { mode: 'string' }),
    sentDay: date('sent_day', { mode: 'string' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    check('reminders_minute_check', sql`${t.minute} between 0 and 1439`),
    index('reminders_due_idx').on(t.minute, t.userId).where(sql`${t.enabled} and not ${t.paused}`),
  ],
);

/** Keys made once and shared by every instance: the VAPID key pair (docs/product.md §13). */
export const serverKeys = pgTable('server_keys', {
  name: text('name').primaryKey(),
  publicKey: text('public_key').notNull(),
  privateKey: text('private_key').notNull(),
  createdAt: created(),
});
