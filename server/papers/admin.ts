import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import {
  type AdminPaper,
  type Blueprint,
  OPTION_COUNT,
  type PaperStats,
  paperTexts,
} from '../../shared/api/papers';
import type { Db, Tx } from '../db/client';
import { paperAttempts, paperQuestions, papers } from '../db/schema';
import { badRequest, conflict, notFound } from '../http-errors';
import { drawPaper, drawReplacement } from './draw';
import { finalizeExpired } from './sitting';
import {
  adminPaperOf,
  attemptCount,
  bankRows,
  findPaper,
  type PaperRow,
  paperQuestionsOf,
  plansOf,
  questionCounts,
  showQuestion,
  writeQuestions,
} from './store';

const blueprintColumns = (b: Blueprint) => ({
  title: b.title,
  exam: b.exam,
  durationMinutes: b.durationMinutes,
  marksCorrect: b.marksCorrect,
  marksWrong: b.marksWrong,
  sections: b.sections.map((s) => ({
    title: s.title,
    module: s.module,
    tags: [...new Set(s.tags ?? [])],
    count: s.count,
  })),
});

/** What the draw depends on, and what scores depend on: neither may change once learners start. */
const drawKey = (sections: PaperRow['sections']) =>
  JSON.stringify(sections.map((s) => [s.title, s.module, s.tags, s.count]));
const scoreKey = (p: Pick<PaperRow, 'durationMinutes' | 'marksCorrect' | 'marksWrong' | 'sections'>) =>
  JSON.stringify([p.durationMinutes, p.marksCorrect, p.marksWrong, drawKey(p.sections)]);

const live = (id: number) => and(eq(papers.id, id), isNull(papers.deletedAt));

/** An item's discrimination needs a top and a bottom group: at least this many ranked attempts. */
const MIN_FOR_DISCRIMINATION = 4;

/** Admins' papers (docs/product.md §11): draw from a blueprint, look through, replace, publish, analyse. */
export function createPaperAdmin(db: Db) {
  async function load(tx: Tx, id: number): Promise<AdminPaper> {
    const paper = await findPaper(tx, id);
    if (!paper) throw notFound(paperTexts.notFound);
    const rows = await paperQuestionsOf(tx, id);
    const bank = await bankRows(
      tx,
      rows.map((q) => q.questionId),
    );
    return adminPaperOf(paper, rows, bank, await attemptCount(tx, id));
  }

  /** The paper, locked for the change; 409 when learners have started it. */
  async function lockUnstarted(tx: Tx, id: number, message = paperTexts.started): Promise<PaperRow> {
    const [paper] = await tx.select().from(papers).where(live(id)).for('update');
    if (!paper) throw notFound(paperTexts.notFound);
    if ((await attemptCount(tx, id)) > 0) throw conflict(message);
    return paper;
  }

  return {
    load: (id: number) => load(db, id),

    async list() {
      const rows = await db.select().from(papers).where(isNull(papers.deletedAt)).orderBy(desc(papers.id));
      const ids = rows.map((p) => p.id);
      const counts = new Map((await questionCounts(db, ids)).map((c) => [c.paperId, Number(c.n)]));
      const attempts = await Promise.all(ids.map((id) => attemptCount(db, id)));
      return {
        papers: rows.map((p, i) => {
          const { questions: _, ...rest } = adminPaperOf(p, [], new Map(), attempts[i]!);
          return { ...rest, questionCount: counts.get(p.id) ?? 0 };
        }),
      };
    },

    async create(blueprint: Blueprint, createdBy: string | null, starterKey?: string): Promise<AdminPaper> {
      const plans = plansOf(blueprint.sections);
      return db.transaction(async (tx) => {
        const drawn = await drawPaper(tx, plans);
        const [paper] = await tx
          .insert(papers)
          .values({ ...blueprintColumns(blueprint), createdBy, starterKey: starterKey ?? null })
          .returning();
        await writeQuestions(tx, paper!.id, drawn);
        return load(tx, paper!.id);
      });
    },

    /** A new blueprint redraws the paper; once started only the title and exam may change. */
    async update(id: number, blueprint: Blueprint): Promise<AdminPaper> {
      const plans = plansOf(blueprint.sections);
      return db.transaction(async (tx) => {
        const columns = blueprintColumns(blueprint);
        const [paper] = await tx.select().from(papers).where(live(id)).for('update');
        if (!paper) throw notFound(paperTexts.notFound);
        if (scoreKey(paper) !== scoreKey(columns)) await lockUnstarted(tx, id, paperTexts.startedEdit);
        if (drawKey(paper.sections) !== drawKey(columns.sections))
          await writeQuestions(tx, id, await drawPaper(tx, plans));
        await tx
          .update(papers)
          .set({ ...columns, updatedAt: new Date() })
          .where(eq(papers.id, id));
        return load(tx, id);
      });
    },

    async remove(id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockUnstarted(tx, id);
        // Soft: a starter paper deleted by an admin is not drawn again at the next start.
        await tx.update(papers).set({ deletedAt: new Date(), publishedAt: null }).where(eq(papers.id, id));
      });
    },

    async replace(id: number, questionId: number): Promise<AdminPaper> {
      return db.transaction(async (tx) => {
        const paper = await lockUnstarted(tx, id);
        const rows = await paperQuestionsOf(tx, id);
        const slot = rows.find((q) => q.questionId === questionId);
        if (!slot) throw badRequest(paperTexts.notInPaper);
        const plan = plansOf(paper.sections)[slot.section]!;
        const next = await drawReplacement(
          tx,
          plan,
          slot.section,
          rows.map((q) => q.questionId),
        );
        if (!next) throw conflict(paperTexts.noReplacement);
        await tx
          .update(paperQuestions)
          .set(next)
          .where(and(eq(paperQuestions.paperId, id), eq(paperQuestions.position, slot.position)));
        return load(tx, id);
      });
    },

    async publish(id: number): Promise<AdminPaper> {
      const [paper] = await db
        .update(papers)
        .set({ publishedAt: new Date(), updatedAt: new Date() })
        .where(live(id))
        .returning();
      if (!paper) throw notFound(paperTexts.notFound);
      return load(db, id);
    },

    /**
     * Item analysis over the first attempts that have ended: the share right, each option's
     * count, the discrimination index (top 27 % by score minus bottom 27 %), and `dubious` when
     * that index is negative or the top group picks a wrong option more often than the key.
     */
    async stats(id: number, now: Date): Promise<PaperStats> {
      if (!(await findPaper(db, id))) throw notFound(paperTexts.notFound);
      await finalizeExpired(db, now, id);
      const rows = await paperQuestionsOf(db, id);
      const bank = await bankRows(
        db,
        rows.map((q) => q.questionId),
      );
      const ranked = await db
        .select({ answers: paperAttempts.answers, score: paperAttempts.score })
        .from(paperAttempts)
        .where(
          and(
            eq(paperAttempts.paperId, id),
            eq(paperAttempts.first, true),
            isNotNull(paperAttempts.submittedAt),
          ),
        )
        .orderBy(desc(paperAttempts.score));
      const group = Math.ceil(ranked.length * 0.27);
      const top = ranked.slice(0, group);
      const bottom = ranked.slice(ranked.length - group);
      const rightShare = (list: typeof ranked, qid: string, answer: number) =>
        list.length ? list.filter((a) => a.answers[qid]?.choice === answer).length / list.length : 0;
      return {
        attempts: ranked.length,
        questions: rows.map((q) => {
          const qid = String(q.questionId);
          const optionCounts = Array.from({ length: OPTION_COUNT }, () => 0);
          const topCounts = Array.from({ length: OPTION_COUNT }, () => 0);
          for (const a of ranked) {
            const c = a.answers[qid]?.choice;
            if (c !== null && c !== undefined) optionCounts[c]!++;
          }
          for (const a of top) {
            const c = a.answers[qid]?.choice;
            if (c !== null && c !== undefined) topCounts[c]!++;
          }
          const discrimination =
            ranked.length >= MIN_FOR_DISCRIMINATION
              ? Math.round((rightShare(top, qid, q.answer) - rightShare(bottom, qid, q.answer)) * 100) / 100
              : null;
          const keyTop = topCounts[q.answer]!;
          const shown = showQuestion(q, bank);
          return {
            _id: qid,
            module: q.module,
            prompt: shown.prompt,
            options: q.options,
            answer: q.answer,
            shareRight: ranked.length ? Math.round((optionCounts[q.answer]! / ranked.length) * 100) / 100 : 0,
            optionCounts,
            discrimination,
            dubious:
              (discrimination !== null && discrimination < 0) ||
              topCounts.some((n, i) => i !== q.answer && n > keyTop),
          };
        }),
      };
    },
  };
}
export type PaperAdmin = ReturnType<typeof createPaperAdmin>;
