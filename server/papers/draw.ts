import { and, arrayOverlaps, eq, isNull, notInArray } from 'drizzle-orm';
import { OPTION_COUNT, paperTexts } from '../../shared/api/papers';
import { choiceForm } from '../../shared/choice-form';
import type { QuizModule } from '../../shared/modules';
import type { Tx } from '../db/client';
import { questions } from '../db/schema';
import { badRequest } from '../http-errors';
import { toRow } from '../quiz/questions';

export interface DrawnQuestion {
  questionId: number;
  module: string;
  section: number;
  options: string[];
  answer: number;
}

export interface SectionPlan {
  title: string;
  module: QuizModule;
  tags: string[];
  count: number;
}

function shuffle<T>(list: T[]): T[] {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

/** The item's four options in a random order: one of its keys and three of its wrong options. */
function fourOptions(keys: string[], wrong: string[]): { options: string[]; answer: number } {
  const key = keys[Math.floor(Math.random() * keys.length)]!;
  const options = shuffle([key, ...shuffle(wrong).slice(0, OPTION_COUNT - 1)]);
  return { options, answer: options.indexOf(key) };
}

/**
 * Up to `count` distinct items of the section's module (with any of its tags) that have a choice
 * form, at random, leaving out the ids already taken (docs/product.md §11).
 */
async function candidates(tx: Tx, plan: SectionPlan, taken: number[], count: number) {
  const rows = await tx
    .select()
    .from(questions)
    .where(
      and(
        eq(questions.module, plan.module.key),
        isNull(questions.deletedAt),
        plan.tags.length ? arrayOverlaps(questions.tags, plan.tags) : undefined,
        taken.length ? notInArray(questions.id, taken) : undefined,
      ),
    );
  const usable = rows.flatMap((q) => {
    const form = choiceForm(plan.module, { ...toRow(q), distractors: q.distractors });
    return form ? [{ q, form }] : [];
  });
  return { have: usable.length, picked: shuffle(usable).slice(0, count) };
}

/** Draws every section; refuses (400, naming the section) when the bank holds too few items. */
export async function drawPaper(tx: Tx, plans: SectionPlan[]): Promise<DrawnQuestion[]> {
  const drawn: DrawnQuestion[] = [];
  for (const [section, plan] of plans.entries()) {
    const { have, picked } = await candidates(
      tx,
      plan,
      drawn.map((d) => d.questionId),
      plan.count,
    );
    if (picked.length < plan.count) throw badRequest(paperTexts.tooFew(plan.title, have, plan.count));
    for (const { q, form } of picked)
      drawn.push({ questionId: q.id, module: q.module, section, ...fourOptions(form.keys, form.wrong) });
  }
  return drawn;
}

/** Another item for one slot, not already in the paper; null when none fits. */
export async function drawReplacement(
  tx: Tx,
  plan: SectionPlan,
  section: number,
  taken: number[],
): Promise<DrawnQuestion | null> {
  const [one] = (await candidates(tx, plan, taken, 1)).picked;
  return one
    ? { questionId: one.q.id, module: one.q.module, section, ...fourOptions(one.form.keys, one.form.wrong) }
    : null;
}
