import { z } from 'zod';
import type { Folding } from '../judging';
import type { LimitSettingKey } from '../settings';
import type { ModuleText } from './texts';

/** A question id as the API shows it (`_id`): the row's identity, as a decimal string. */
export const QuestionId = z
  .string({ message: 'Question id is required.' })
  .regex(/^[1-9]\d{0,17}$/, 'Question id must be a positive whole number.');

/**
 * docs/product.md §8: a field of the bank is Hindi unless its module says otherwise (`'any'`:
 * administrative vocabulary's English term, MCQ's general questions), and a Hindi field refuses
 * Latin letters — in the admin's forms, the add calls and an import alike.
 */
export type Script = 'hindi' | 'any';
export const LATIN_IN_HINDI = 'Write this in Hindi (Devanagari), not in English letters.';
const latin = /[A-Za-z]/;
export const inScript = (script: Script) => (s: string) => script === 'any' || !latin.test(s);

/** Non-blank text, trimmed and NFC-normalised before it is stored. */
export const Text = (message: string, max = 500, script: Script = 'hindi') =>
  z
    .string({ message })
    .transform((s) => s.normalize('NFC').trim())
    .pipe(
      z
        .string()
        .min(1, message)
        .max(max, `Keep it under ${max} characters.`)
        .refine(inScript(script), LATIN_IN_HINDI),
    );

/** Blank entries are dropped, or with `blanks: 'refuse'` refused with the message. */
export const TextList = (
  message: string,
  min: number,
  minMessage = message,
  blanks: 'drop' | 'refuse' = 'drop',
  script: Script = 'hindi',
) =>
  z
    .array(z.string({ message }), { message })
    .refine((list) => blanks === 'drop' || list.every((s) => s.trim() !== ''), message)
    .transform((list) => list.map((s) => s.normalize('NFC').trim()).filter((s) => s !== ''))
    .pipe(
      z
        .array(
          z
            .string()
            .max(200, 'Keep each answer under 200 characters.')
            .refine(inScript(script), LATIN_IN_HINDI),
        )
        .min(min, minMessage)
        .max(30, 'At most 30 answers.'),
    );

/** Labels and titles are keys of the module texts (shared/modules/texts.ts), shown in the learner's language. */
export type EntryField =
  | { name: string; label: ModuleText; kind: 'text' | 'textarea'; repeat?: number }
  | { name: string; label: ModuleText; kind: 'number'; min: number }
  | { name: string; label: ModuleText; kind: 'list'; min: number; removeLabel: ModuleText }
  | { name: string; label: ModuleText; kind: 'csv' }
  /** One of the non-blank entries of the list field `of`, picked rather than typed (MCQ's answer). */
  | { name: string; label: ModuleText; kind: 'choiceOf'; of: string }
  | { name: string; label: ModuleText; kind: 'choiceAmong'; among: readonly string[] };

/** How a learner answers: one box, two boxes, or a pick among the prompt's options. */
export type AnswerInput =
  | { kind: 'text'; field: string; label: ModuleText }
  | {
      kind: 'pair';
      fields: readonly [string, string];
      labels: readonly [ModuleText, ModuleText];
      asList?: string;
    }
  | { kind: 'choice'; field: string };

export interface Verdict {
  correct: boolean;
  /** One verdict per box, where an answer has several (paryayvachi's two synonyms). */
  perAnswer?: boolean[];
}

type Obj = Record<string, unknown>;

interface ModuleSpec<Row extends Obj, Sub extends Obj> {
  key: string;
  title: string;
  titleHi: string;
  /**
   * The Hindi title's gender and number, so a sentence about the module agrees with it
   * ('लोकोक्तियाँ … उपलब्ध होंगी', 'संधि … उपलब्ध होगी'): masculine or feminine, singular or plural.
   */
  titleHiAgrees: 'm' | 'f' | 'mpl' | 'fpl';
  /** An emoji, or a short Devanagari glyph drawn as a badge (upsarg's उ), named by titleHi. */
  icon: string;
  /**
   * The exam-style instruction shown above every prompt (संधि कीजिए, उपसर्ग पहचानिए …): exam
   * content, Hindi in both interface languages.
   */
  instruction: string;
  /**
   * docs/product.md §11: the item as a paper's question with four options — its exam-style
   * instruction, and `hidePrompt` where the four options are the whole question (the correct
   * spelling, the correct sentence: the prompt is one of the wrong options).
   */
  paper: { instruction: string; hidePrompt?: boolean };
  /**
   * The answers an explanation written to the content guide's pattern presents as right (an
   * affix's 'अ + ब;', a tatsam form's "तत्सम रूप 'क'"): the bank's content check requires each to be
   * an accepted answer (docs/content-guide.md §7).
   */
  explanationNames?: (explanation: string) => string[];
  /**
   * Choice modules: the key and wrong options come from the item's own options. A typed module's
   * wrong options are the row's three checked `distractors` (shared/choice-form.ts).
   */
  ownOptions?: (row: Row) => { key: string; wrong: string[] };
  /** Client routes: the quiz screen and the admin entry form. */
  route: string;
  entryRoute: string;
  /** API paths under /api, as docs/spec.md §7 and docs/product.md §4a give them. */
  api: {
    fetch: string;
    submit: string;
    add: string;
    dayDone: string;
    /** The spec's own list, update and delete calls for this module, where it has them (MCQ's). */
    manage?: string;
  };
  /** The flat row: prompt and answer fields (and `day`), as stored, listed, imported and exported. */
  row: z.ZodType<Row>;
  promptFields: readonly (keyof Row & string)[];
  answerFields: readonly (keyof Row & string)[];
  /** The spec's add payload; its messages are the spec's validation texts. */
  add: z.ZodType<Obj>;
  fromAdd: (payload: Obj) => Row;
  submission: z.ZodType<Sub>;
  idField: keyof Sub & string;
  judge: (row: Row, submission: Sub, folding: Folding) => Verdict;
  /** The answers shown as right with the feedback and in the results. */
  correctAnswers: (row: Row) => string[];
  /** What the learner answered, kept with the attempt and shown in results. */
  answerText: (submission: Sub) => string;
  folding: Folding;
  input: AnswerInput;
  /** Pause before the next question, or null for no auto-advance (docs/spec.md §4.2). */
  pauseMs: number | null;
  timeKey: string;
  limitKey: string;
  /**
   * Where a free learner's daily limit comes from: quizLimits[limitKey] by default, or a
   * top-level setting of its own (vakya shudhi's VAKYA_SHUDHI_QUESTIONS_PER_DAY, docs/spec.md §3).
   */
  limitSetting?: LimitSettingKey;
  availabilityKey: string;
  /** The admin entry route: the add form, or a page that also lists, edits and deletes (MCQ's). */
  adminPage?: 'entry' | 'manage';
  /** Adding a question whose prompt exists: refused (409), or the stored one updated (the antonym form). */
  onDuplicateAdd?: 'refuse' | 'update';
  /** What only some quiz screens show (docs/spec.md §2.7): the daily-limit line, a logout button. */
  screen?: { limitLine?: boolean; logout?: boolean };
  /** The progress call carries this module's per-day totals under its key (the spec's vakyaShudhi record). */
  progressTotals?: boolean;
  hasDay?: boolean;
  /**
   * The module tests spelling (shabd and vakya shudhi): its prompt is misspelt on purpose, so its
   * words never teach the transliterator, and its answer box offers no transliteration (the
   * learner's own spelling is what is judged). Every other typed answer offers it.
   */
  testsSpelling?: boolean;
  /**
   * What the answer box's suggestions rank first: 'affixes' — this module's own stored answers
   * (upsarg's अप, सम्, दुर्; pratyay's ता, इक), so a learner who types "ap" gets अप, not आप.
   */
  suggest?: 'affixes';
  entry: { title: ModuleText; fields: readonly EntryField[] };
  /** Keys of shared/modules/texts.ts: the server answers the English, the web app the learner's language. */
  texts: {
    fetchError: ModuleText;
    submitError?: ModuleText;
    addSuccess: ModuleText;
    addError: ModuleText;
    /** Results-table headers in Hindi (pratyay, upsarg), in the English interface too. */
    hindiResults?: boolean;
    correct: ModuleText;
    incorrect: ModuleText;
  };
}

/** The erased shape the engine and screens loop over; each module checks its own types. */
export interface QuizModule extends Omit<ModuleSpec<Obj, Obj>, 'promptFields' | 'answerFields' | 'idField'> {
  promptFields: readonly string[];
  answerFields: readonly string[];
  idField: string;
  /** The answer boxes offer Hindi transliteration: every typed answer unless the module tests spelling. */
  transliterate: boolean;
}

export function defineModule<const K extends string, Row extends Obj, Sub extends Obj>(
  spec: ModuleSpec<Row, Sub> & { key: K },
): QuizModule & { key: K } {
  const transliterate = spec.input.kind !== 'choice' && !spec.testsSpelling;
  return { ...spec, transliterate } as unknown as QuizModule & { key: K };
}

/** Feedback texts (docs/spec.md §8): the emoji form, and the plain form pratyay/paryayvachi use. */
export const feedback = {
  emoji: { correct: 'correctEmoji', incorrect: 'incorrectEmoji' },
  plain: { correct: 'correctPlain', incorrect: 'incorrectPlain' },
} as const satisfies Record<string, Record<'correct' | 'incorrect', ModuleText>>;
