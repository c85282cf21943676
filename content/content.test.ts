import { describe, expect, it } from 'vitest';
import { starterRows } from '../server/quiz/content';
import { modules } from '../shared/modules';
import { adminRowSchema, dedupeKey } from '../shared/question-rows';

describe('starter question bank', () => {
  it.each(modules.map((m) => [m.key, m] as const))(
    '%s: at least 80 valid items, no duplicates, NFC, explained',
    (_key, module) => {
      const rows = starterRows(module) as Record<string, unknown>[];
      // A new module ships with at least 80 checked items; the first eleven have 120 or more.
      expect(rows.length).toBeGreaterThanOrEqual(80);
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

  it('has synonyms lists of at least 3 and shabd shudhi days 1 to 5', () => {
    const paryay = starterRows(modules.find((m) => m.key === 'paryayvachi')!) as { options: string[] }[];
    expect(paryay.every((r) => r.options.length >= 3)).toBe(true);
    const shabd = starterRows(modules.find((m) => m.key === 'shabdShudhi')!) as { day: number }[];
    expect(new Set(shabd.map((r) => r.day))).toEqual(new Set([1, 2, 3, 4, 5]));
  });
});
