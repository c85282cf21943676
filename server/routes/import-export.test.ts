import { expect, it } from 'vitest';
import { getModule, moduleKeys } from '../../shared/modules';
import { csvColumns } from '../../shared/question-rows';
import { describeEachDriver, loggedInUser } from '../../tests/helpers/app';
import { starterRows } from '../quiz/content';

describeEachDriver('import and export, every module', (t) => {
  it.each(moduleKeys)(
    '%s: the starter rows import as JSON, export as CSV and JSON, and import back unchanged',
    async (key) => {
      const module = getModule(key);
      const { client: admin } = await loggedInUser(t(), { admin: true });
      const base = `/api/admin/questions/${key}`;
      const rows = (starterRows(module) as Record<string, unknown>[]).slice(0, 5);
      expect((await admin.post(`${base}/import`, rows)).body).toMatchObject({ imported: 5, errors: [] });

      const csv = (await admin.get<string>(`${base}/export?format=csv`)).body;
      // A byte-order mark first, so a spreadsheet reads the Hindi as UTF-8.
      expect(csv.split(/\r?\n/)[0]).toBe(`\ufeff${csvColumns(module).join(',')}`);
      const json = (await admin.get<Record<string, unknown>[]>(`${base}/export?format=json`)).body;
      expect(json).toHaveLength(5);
      expect((await admin.get(`${base}/template?format=csv`)).status).toBe(200);

      // Emptied and imported back from the CSV: the same questions, field for field.
      for (const q of (await admin.get<{ questions: { _id: string }[] }>(base)).body.questions)
        expect((await admin.delete(`${base}/${q._id}`)).status).toBe(200);
      expect((await admin.post(`${base}/import`, csv, { 'content-type': 'text/csv' })).body).toMatchObject({
        imported: 5,
        errors: [],
      });
      const strip = (list: Record<string, unknown>[]) => list.map(({ _id: _, ...row }) => row);
      expect(strip((await admin.get<Record<string, unknown>[]>(`${base}/export?format=json`)).body)).toEqual(
        strip(json),
      );
    },
  );

  it('wrong options for papers: kept through import and export, edited, and refused when one is a right answer', async () => {
    const module = getModule('antonym');
    const { client: admin } = await loggedInUser(t(), { admin: true });
    const base = `/api/admin/questions/${module.key}`;
    const row = { word: 'आय', antonyms: ['व्यय'], distractors: ['आमदनी', 'लाभ', 'वेतन'], explanation: 'x' };
    expect((await admin.post(`${base}/import`, [row])).body).toMatchObject({ imported: 1 });
    const csv = (await admin.get<string>(`${base}/export?format=csv`)).body;
    expect(csv).toContain('आमदनी|लाभ|वेतन');
    const [stored] = (await admin.get<{ questions: Record<string, unknown>[] }>(base)).body.questions;
    expect(stored).toMatchObject({ distractors: ['आमदनी', 'लाभ', 'वेतन'] });

    for (const [distractors, message] of [
      [['व्यय', 'लाभ', 'वेतन'], 'A wrong option is an accepted answer: व्यय.'],
      [['लाभ', 'वेतन'], 'Give exactly 3 wrong options, or none.'],
      [['लाभ', 'लाभ ', 'वेतन'], 'The wrong options must differ from each other.'],
    ] as const) {
      const bad = { ...row, distractors };
      const res = await admin.post<{ errors: { message: string }[]; imported: number }>(`${base}/import`, [
        bad,
      ]);
      expect(res.body.errors[0]?.message, message).toContain(message);
      const edit = await admin.put(`${base}/${stored!._id}`, { ...row, distractors: [...distractors] });
      expect(edit.status).toBe(400);
    }
    expect((await admin.get<{ total: number }>(base)).body.total).toBe(1);
    const choice = getModule('mcq');
    const mcq = { question: 'q', options: ['a', 'b', 'c', 'd'], answer: 'a', distractors: ['x', 'y', 'z'] };
    const refused = await admin.post<{ errors: { message: string }[] }>(
      `/api/admin/questions/${choice.key}/import`,
      [mcq],
    );
    expect(refused.body.errors[0]?.message).toContain('takes no wrong options');
  });
});
