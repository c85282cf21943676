import { describe, expect, it } from 'vitest';
import { starterRows } from '../server/quiz/content';
import { choiceForm } from '../shared/choice-form';
import { modules } from '../shared/modules';
import { adminRowSchema, DISTRACTOR_COUNT, dedupeKey, type QuestionRow } from '../shared/question-rows';

describe('starter question bank', () => {
  it.each(modules.map((m) => [m.key, m] as const))(
    '%s: at least 200 valid items, no duplicates, NFC, explained',
    (_key, module) => {
      const rows = starterRows(module) as Record<string, unknown>[];
      // Every module holds at least 200 checked items (a free learner's 10 a day for three weeks).
      expect(rows.length).toBeGreaterThanOrEqual(200);
      const keys = new Set<string>();
      for (const [i, row] of rows.entries()) {
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
    },
  );

  it.each(modules.map((m) => [m.key, m] as const))(
    '%s: every item has a choice form for papers (a typed item three checked wrong options)',
    (_key, module) => {
      for (const [i, row] of (starterRows(module) as QuestionRow[]).entries()) {
        const form = choiceForm(module, adminRowSchema(module).parse(row) as QuestionRow);
        expect(form, `item ${i + 1} has no choice form`).not.toBeNull();
        if (!module.ownOptions) expect(row.distractors, `item ${i + 1}`).toHaveLength(DISTRACTOR_COUNT);
      }
    },
  );

  it('has synonym lists of at least 5 (the books give more) and shabd shudhi days 1 to 5', () => {
    const paryay = starterRows(modules.find((m) => m.key === 'paryayvachi')!) as {
      question: string;
      options: string[];
    }[];
    expect(paryay.filter((r) => r.options.length < 5).map((r) => r.question)).toEqual([]);
    const shabd = starterRows(modules.find((m) => m.key === 'shabdShudhi')!) as { day: number }[];
    expect(new Set(shabd.map((r) => r.day))).toEqual(new Set([1, 2, 3, 4, 5]));
  });
});
