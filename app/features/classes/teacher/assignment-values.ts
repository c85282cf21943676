import type { AssignmentBody } from '../../../api/classes';
import type { teachTexts } from '../../../i18n/catalogue/teach';
import { MAX_ITEM_COUNT, MAX_TITLE } from './teach-data';

type Texts = (typeof teachTexts)['en'];

export interface ItemRow {
  /** A row's own key: rows come and go. */
  key: number;
  module: string;
  count: string;
}

export interface AssignmentValues {
  title: string;
  due: string;
  kind: 'modules' | 'paper';
  rows: ItemRow[];
  paperId: string;
}

let nextKey = 1;
export const emptyRow = (): ItemRow => ({ key: nextKey++, module: '', count: '10' });

/** The field a refusal is about ('title', 'due', 'rows.1.count', 'paper'), marked invalid in the form. */
export type Checked = { ok: true; body: AssignmentBody } | { ok: false; field: string; message: string };

/** The form as the server's assignmentBody takes it, or the first reason it will not do. */
export function checkAssignment(v: AssignmentValues, today: string, t: Texts): Checked {
  const title = v.title.normalize('NFC').trim();
  if (!title) return { ok: false, field: 'title', message: t.titleRequired };
  if (title.length > MAX_TITLE) return { ok: false, field: 'title', message: t.titleTooLong };
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v.due)) return { ok: false, field: 'due', message: t.dueRequired };
  if (v.due < today) return { ok: false, field: 'due', message: t.duePast };
  if (v.kind === 'paper') {
    if (!v.paperId) return { ok: false, field: 'paper', message: t.paperRequired };
    return { ok: true, body: { title, due: v.due, paperId: v.paperId } };
  }
  const items: { module: string; count: number }[] = [];
  for (const [i, row] of v.rows.entries()) {
    if (!row.module) return { ok: false, field: `rows.${i}.module`, message: t.moduleRequired(i + 1) };
    const count = Number(row.count.trim());
    if (!/^\d+$/.test(row.count.trim()) || count < 1 || count > MAX_ITEM_COUNT)
      return { ok: false, field: `rows.${i}.count`, message: t.countInvalid(i + 1) };
    items.push({ module: row.module, count });
  }
  return { ok: true, body: { title, due: v.due, items } };
}
