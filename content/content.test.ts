import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contentDir, starterRows } from '../server/quiz/content';
import { choiceForm } from '../shared/choice-form';
import { answerKey } from '../shared/judging';
import { getModule, type ModuleKey, modules, type QuizModule } from '../shared/modules';
import { promptText } from '../shared/prompt-text';
import { adminRowSchema, DISTRACTOR_COUNT, dedupeKey, type QuestionRow } from '../shared/question-rows';

/**
 * A module's starter rows as the import stores them (trimmed, NFC, defaults filled in), each with its
 * index in the file. A row the schema refuses is left out: the first test names it.
 */
const parsedRows = (module: QuizModule) =>
  starterRows(module).flatMap((raw, i) => {
    const parsed = adminRowSchema(module).safeParse(raw);
    return parsed.success ? [{ i, row: parsed.data as QuestionRow }] : [];
  });

const eachModule = modules.map((m) => [m.key, m] as const);

/** "module item n (prompt)": where a failure is, as a writer finds it in content/<module>.json. */
const itemName = (module: QuizModule, row: QuestionRow, i: number) =>
  `${module.key} item ${i + 1} (${promptText(module, row)})`;

/**
 * What an item says about a text (docs/content-guide.md §7): asked `ask` of `about`, the answers in
 * `right` are right and those in `wrong` are wrong; with `only`, nothing else is right (the item is
 * judged against its own list or key, so an answer it lacks is marked wrong).
 */
interface Claim {
  ask: string;
  about: string;
  right: string[];
  wrong: string[];
  only: boolean;
}

const CORRECT = 'शुद्ध';
const SPELLING = 'वर्तनी';
/** The text is spelt right (or wrong): what a spelling module teaches, and what every other module shows. */
const spelt = (texts: string[], right: boolean): Claim[] =>
  texts.map((about) => ({
    ask: SPELLING,
    about,
    right: right ? [CORRECT] : [],
    wrong: right ? [] : [CORRECT],
    only: false,
  }));
const sayingKind = (about: string, kind: 'मुहावरा' | 'लोकोक्ति'): Claim => ({
  ask: 'मुहावरा या लोकोक्ति',
  about,
  right: [kind],
  wrong: [kind === 'मुहावरा' ? 'लोकोक्ति' : 'मुहावरा'],
  only: false,
});
const split = (a: string, b: string) => `${a} + ${b}`;

interface Item {
  prompt: string;
  right: string[];
  wrong: string[];
  row: QuestionRow;
}
/** The item asks `ask` of its own prompt, and its key or list is the only right answer. */
const own = (ask: string, i: Item): Claim => ({
  ask,
  about: i.prompt,
  right: i.right,
  wrong: i.wrong,
  only: true,
});
/** A typed module shows its prompt and accepted answers as correctly spelt words. */
const shown = (i: Item) => spelt([i.prompt, ...i.right], true);

/**
 * The MCQ forms that ask another module's question of a quoted text (the form's X), with what the key
 * and the three wrong options then say. An MCQ in any other form says nothing here.
 */
const mcqForms: [RegExp, (x: string, key: string, wrong: string[]) => Claim[]][] = [
  [
    /^'(.+)' मुहावरे का अर्थ क्या है\?$/,
    (x, key, wrong) => [{ ask: 'अर्थ', about: x, right: [key], wrong, only: false }, sayingKind(x, 'मुहावरा')],
  ],
  [
    /^'(.+)' लोकोक्ति का अर्थ क्या है\?$/,
    (x, key, wrong) => [{ ask: 'अर्थ', about: x, right: [key], wrong, only: false }, sayingKind(x, 'लोकोक्ति')],
  ],
  [
    /^'(.+)' अर्थ के लिए उपयुक्त मुहावरा कौन-सा है\?$/,
    (x, key, wrong) => [
      { ask: 'अर्थ', about: key, right: [x], wrong: [], only: false },
      sayingKind(key, 'मुहावरा'),
      ...wrong.map((w) => ({ ask: 'अर्थ', about: w, right: [], wrong: [x], only: false })),
    ],
  ],
  [
    /^'(.+)' भाव के लिए उपयुक्त लोकोक्ति कौन-सी है\?$/,
    (x, key, wrong) => [
      { ask: 'अर्थ', about: key, right: [x], wrong: [], only: false },
      sayingKind(key, 'लोकोक्ति'),
      ...wrong.map((w) => ({ ask: 'अर्थ', about: w, right: [], wrong: [x], only: false })),
    ],
  ],
  // The six types are all the answers there are: the MCQ's key is the only right one.
  [
    /^'(.+)' में कौन-सा समास है\?$/,
    (x, key, wrong) => [{ ask: 'समास', about: x, right: [key], wrong, only: true }],
  ],
  [
    /^'(.+)' का सही संधि-विच्छेद कौन-सा है\?$/,
    (x, key, wrong) => [{ ask: 'संधि-विच्छेद', about: x, right: [key], wrong, only: false }],
  ],
  [
    /^'(.+)' का पर्यायवाची शब्द कौन-सा है\?$/,
    (x, key, wrong) => [{ ask: 'पर्यायवाची', about: x, right: [key], wrong, only: false }],
  ],
  [
    /^निम्नलिखित में से कौन-सा शब्द '(.+)' का पर्यायवाची नहीं है\?$/,
    (x, key, wrong) => [{ ask: 'पर्यायवाची', about: x, right: wrong, wrong: [key], only: false }],
  ],
  [
    /^'(.+)' का विलोम शब्द कौन-सा है\?$/,
    (x, key, wrong) => [{ ask: 'विलोम', about: x, right: [key], wrong, only: false }],
  ],
  // The tatsam module asks the other way round: the key is the tadbhav whose tatsam form is X.
  [
    /^'(.+)' का तद्भव रूप कौन-सा है\?$/,
    (x, key, wrong) => [
      { ask: 'तत्सम रूप', about: key, right: [x], wrong: [], only: false },
      ...wrong.map((w) => ({ ask: 'तत्सम रूप', about: w, right: [], wrong: [x], only: false })),
    ],
  ],
];

/** What each module's items say (a new module must say what it says, or say nothing: []). */
const claimsOf: Record<ModuleKey, (i: Item) => Claim[]> = {
  // A word's antonyms are no synonyms of it, and its synonyms no antonyms.
  antonym: (i) => [
    own('विलोम', i),
    { ask: 'पर्यायवाची', about: i.prompt, right: [], wrong: i.right, only: false },
    ...shown(i),
  ],
  paryayvachi: (i) => [
    own('पर्यायवाची', i),
    { ask: 'विलोम', about: i.prompt, right: [], wrong: i.right, only: false },
    ...shown(i),
  ],
  tatsamTadbhav: (i) => [own('तत्सम रूप', i), ...shown(i)],
  // संधि and संधि-विच्छेद are one question asked both ways.
  sandhi: (i) => {
    const parts = split(i.row.word1 as string, i.row.word2 as string);
    return [
      { ask: 'संधि', about: parts, right: i.right, wrong: i.wrong, only: true },
      ...i.right.map((w) => ({ ask: 'संधि-विच्छेद', about: w, right: [parts], wrong: [], only: false })),
      ...i.wrong.map((w) => ({ ask: 'संधि-विच्छेद', about: w, right: [], wrong: [parts], only: false })),
      ...spelt([i.row.word1 as string, i.row.word2 as string, ...i.right], true),
    ];
  },
  sandhiViched: (i) => [
    own('संधि-विच्छेद', i),
    { ask: 'संधि', about: i.right[0]!, right: [i.prompt], wrong: [], only: false },
    ...i.wrong.map((w) => ({ ask: 'संधि', about: w, right: [], wrong: [i.prompt], only: false })),
    ...spelt([i.prompt, i.row.answer1 as string, i.row.answer2 as string], true),
  ],
  samas: (i) => [own('समास', i)],
  // A meaning is worded freely: two items may word one meaning differently, so neither is the only one.
  muhavare: (i) => [{ ...own('अर्थ', i), only: false }, sayingKind(i.prompt, 'मुहावरा')],
  lokokti: (i) => [{ ...own('अर्थ', i), only: false }, sayingKind(i.prompt, 'लोकोक्ति')],
  mcq: (i) => {
    for (const [form, says] of mcqForms) {
      const x = form.exec(i.prompt)?.[1];
      if (x !== undefined) return says(x, i.right[0]!, i.wrong);
    }
    return [];
  },
  // The prompt is the wrong form on purpose (a misspelt word, a faulty sentence), as are the wrong options.
  shabdShudhi: (i) => [...spelt([i.prompt, ...i.wrong], false), ...spelt(i.right, true)],
  vakyaShudhi: (i) => [...spelt([i.prompt, ...i.wrong], false), ...spelt(i.right, true)],
  oneWordForMany: shown,
  upsarg: shown,
  pratyay: shown,
  // The prompt is an English term: only the Hindi answers are shown as words.
  administrativeVocabulary: (i) => spelt(i.right, true),
};

/** Texts compare as the vocabulary judge compares answers; spelling as the spelling judge does (exactly). */
const same = (ask: string, text: string) => answerKey(text, ask === SPELLING ? 'spelling' : 'vocabulary');

describe('starter question bank', () => {
  it.each(eachModule)('%s: at least 200 valid items, no duplicates, NFC, explained', (_key, module) => {
    const rows = starterRows(module) as Record<string, unknown>[];
    // Every module holds at least 200 checked items (a free learner's 10 a day for three weeks).
    expect(rows.length).toBeGreaterThanOrEqual(200);
    const keys = new Set<string>();
    for (const [i, row] of rows.entries()) {
      // The row schema also refuses a key among its own wrong options (after the module's folding).
      const parsed = adminRowSchema(module).safeParse(row);
      expect(parsed.success, `item ${i + 1}: ${parsed.error?.issues[0]?.message}`).toBe(true);
      expect(JSON.stringify(row)).toBe(JSON.stringify(row).normalize('NFC'));
      expect(
        typeof row.explanation === 'string' && row.explanation.length > 0,
        `item ${i + 1} has no explanation`,
      ).toBe(true);
      const key = dedupeKey(module, row);
      expect(keys.has(key), `item ${i + 1} repeats a prompt`).toBe(false);
      expect(parsed.data, `item ${i + 1} lost a field in validation`).toMatchObject(row);
      keys.add(key);
    }
  });

  it('gives every row that carries since a whole number from 1 (docs/content-guide.md §7b)', () => {
    const bad = modules.flatMap((module) =>
      (
        JSON.parse(fs.readFileSync(path.join(contentDir, `${module.key}.json`), 'utf8')) as {
          since?: unknown;
        }[]
      ).flatMap(({ since }, i) =>
        since === undefined || (Number.isInteger(since) && (since as number) >= 1)
          ? []
          : [`${module.key} item ${i + 1}: since ${JSON.stringify(since)}`],
      ),
    );
    expect(bad).toEqual([]);
  });

  it.each(eachModule)(
    '%s: every item has a choice form for papers (a typed item three checked wrong options)',
    (_key, module) => {
      for (const { i, row } of parsedRows(module)) {
        const form = choiceForm(module, row);
        expect(form, `item ${i + 1} has no choice form`).not.toBeNull();
        if (!module.ownOptions) expect(row.distractors, `item ${i + 1}`).toHaveLength(DISTRACTOR_COUNT);
      }
    },
  );

  it('has synonym lists of at least 5 the judge tells apart (the books give more) and shabd shudhi days 1 to 5', () => {
    const paryayvachi = getModule('paryayvachi');
    const short = parsedRows(paryayvachi)
      .map(({ row }) => ({
        question: row.question,
        synonyms: new Set(paryayvachi.correctAnswers(row).map((s) => answerKey(s, paryayvachi.folding))).size,
      }))
      .filter((r) => r.synonyms < 5);
    expect(short).toEqual([]);
    const shabd = starterRows(getModule('shabdShudhi')) as { day: number }[];
    expect(new Set(shabd.map((r) => r.day))).toEqual(new Set([1, 2, 3, 4, 5]));
  });

  it.each(modules.filter((m) => m.explanationNames).map((m) => [m.key, m] as const))(
    '%s: an explanation names as the answer only what the item accepts (read by the module’s explanationNames, compared after its folding), and the reader finds a name in at least half the explanations',
    (_key, module) => {
      const unaccepted: string[] = [];
      let named = 0;
      const rows = parsedRows(module);
      for (const { i, row } of rows) {
        const names = module.explanationNames!(row.explanation ?? '');
        if (names.length) named++;
        const accepted = module.correctAnswers(row);
        const keys = new Set(accepted.map((a) => answerKey(a, module.folding)));
        for (const name of names)
          if (!keys.has(answerKey(name, module.folding)))
            unaccepted.push(
              `${itemName(module, row, i)}: the explanation names '${name}', the item accepts ${accepted.join(', ')}`,
            );
      }
      expect(unaccepted).toEqual([]);
      // A reader that no longer matches the explanations' pattern would check nothing.
      expect(named, 'explanations whose answer the reader finds').toBeGreaterThanOrEqual(rows.length / 2);
    },
  );

  it(
    'has no two items that contradict each other about one text: the same prompt may stand in modules that ask ' +
      'different things of it (विलोम, पर्यायवाची, तत्सम रूप, संधि-विच्छेद of one word), but where two items ask the ' +
      'same thing (a saying in मुहावरे and लोकोक्तियाँ, संधि and संधि-विच्छेद both ways, an MCQ in a listed form ' +
      'asking another module’s question) an answer one takes as right is never the other’s wrong option, and ' +
      'is accepted by the other where that is judged against its own list or key; a word is not both antonym ' +
      'and synonym of one word, a saying not both a मुहावरा and a लोकोक्ति, and a spelling module’s wrong form ' +
      '(prompt or wrong option) no typed module’s prompt or accepted answer',
    () => {
      const byQuestion = new Map<string, (Claim & { by: string })[]>();
      for (const module of modules)
        for (const { i, row } of parsedRows(module)) {
          const item: Item = {
            prompt: promptText(module, row),
            right: module.correctAnswers(row),
            wrong: module.ownOptions?.(row).wrong ?? row.distractors ?? [],
            row,
          };
          for (const claim of claimsOf[module.key as ModuleKey](item)) {
            const question = `${claim.ask} '${same(claim.ask, claim.about)}'`;
            const claims = byQuestion.get(question) ?? [];
            claims.push({ ...claim, by: itemName(module, row, i) });
            byQuestion.set(question, claims);
          }
        }
      const contradictions = new Set<string>();
      for (const [question, claims] of byQuestion)
        for (const a of claims)
          for (const b of claims) {
            if (a.by === b.by) continue;
            const wrong = new Set(b.wrong.map((w) => same(a.ask, w)));
            const right = new Set(b.right.map((r) => same(a.ask, r)));
            for (const answer of a.right) {
              const key = same(a.ask, answer);
              if (wrong.has(key))
                contradictions.add(`${question}: ${a.by} takes '${answer}' as right, ${b.by} as wrong`);
              else if (b.only && !right.has(key))
                contradictions.add(
                  `${question}: ${a.by} takes '${answer}' as right, ${b.by} does not accept it`,
                );
            }
          }
      expect([...contradictions]).toEqual([]);
    },
  );
});
