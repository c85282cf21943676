import { useState } from 'react';
import type { AdminPaper, PaperStats } from '../../api/admin-papers';
import { adminPaperTexts } from '../../i18n/catalogue/admin-papers';
import { useTexts } from '../../i18n/texts';
import { Link } from '../../routes/router';
import { bankEditorPath } from './bank-link';
import { OptionList } from './OptionList';

/** Discrimination needs a top and a bottom group (server/papers/admin.ts). */
const MIN_FOR_DISCRIMINATION = 4;

const signed = (n: number) => `${n < 0 ? '−' : ''}${Math.abs(n).toFixed(2)}`;

/**
 * The item analysis (docs/product.md §11): per question the share right, each option's count
 * (the key marked) and the discrimination index; a dubious question is marked in words and
 * colour and linked to its bank entry's editor.
 */
export function ItemAnalysis({ stats, paper }: { stats: PaperStats; paper: AdminPaper }) {
  const t = useTexts(adminPaperTexts);
  const [dubiousOnly, setDubiousOnly] = useState(false);
  const dubious = stats.questions.filter((q) => q.dubious).length;
  const sectionOf = new Map(paper.questions.map((q) => [q._id, paper.sections[q.section]?.title]));

  if (stats.attempts === 0) return <p className="notice">{t.noAttempts}</p>;
  return (
    <>
      <p className="item-summary">{t.finishedAttempts(stats.attempts)}</p>
      <p className="note">{t.analysisNote}</p>
      {stats.attempts < MIN_FOR_DISCRIMINATION && <p className="note">{t.fewAttempts}</p>}
      <p className={dubious ? 'item-summary item-summary--dubious' : 'item-summary'}>
        {t.dubiousCount(dubious)}
      </p>
      {dubious > 0 && (
        <label className="check">
          <input type="checkbox" checked={dubiousOnly} onChange={(e) => setDubiousOnly(e.target.checked)} />
          {t.dubiousOnly}
        </label>
      )}
      <ol className="question-list">
        {stats.questions.map((q, i) => {
          if (dubiousOnly && !q.dubious) return null;
          const section = sectionOf.get(q._id);
          return (
            <li
              key={q._id}
              className={q.dubious ? 'question-item item-stats is-dubious' : 'question-item item-stats'}
            >
              <h3 className="paper-question__number">
                {t.questionNumber(i + 1)}
                {q.dubious && (
                  <span className="dubious-badge">
                    <span aria-hidden="true">⚠ </span>
                    {t.dubious}
                  </span>
                )}
              </h3>
              {section && (
                <p className="cell-sub" lang="hi">
                  {section}
                </p>
              )}
              {q.prompt && (
                <p className="question-item__prompt" lang="hi">
                  {q.prompt}
                </p>
              )}
              <p className="item-stats__line">
                {t.shareRight(q.shareRight)} ·{' '}
                {t.discrimination(q.discrimination === null ? t.notYet : signed(q.discrimination))}
              </p>
              <OptionList
                options={q.options}
                answer={q.answer}
                counts={q.optionCounts}
                total={stats.attempts}
                label={t.optionCounts}
              />
              {q.dubious && (
                <div className="item-stats__dubious">
                  <p>{t.dubiousWhy}</p>
                  <Link to={bankEditorPath(q)}>
                    {t.correctInBank} <span className="visually-hidden">{t.ofQuestion(i + 1)}</span>
                  </Link>
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </>
  );
}
