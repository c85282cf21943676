import { useId } from 'react';
import { type AssignmentReport, assignmentCsvUrl } from '../../../api/classes';
import { teachTexts } from '../../../i18n/catalogue/teach';
import { formatDay, formatNumber } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/lang';
import { useTexts } from '../../../i18n/texts';
import { useWorkText } from './AssignmentList';

/**
 * An assignment's report (docs/product.md §12): each member's progress (done of total), whether
 * it is open, done or late, and for a paper the score and the rank within the class; as CSV too.
 */
export function AssignmentReportView({ report }: { report: AssignmentReport }) {
  const t = useTexts(teachTexts);
  const language = useLanguage();
  const work = useWorkText();
  const id = useId();
  const { assignment, members } = report;
  const isPaper = assignment.paperId !== undefined;
  const done = members.filter((m) => m.status === 'done').length;
  const n = (x: number) => formatNumber(x, language);

  return (
    <>
      <header className="card stack">
        <h1 id={id}>{assignment.title}</h1>
        <p>{work(assignment)}</p>
        <p className="note">{t.due(formatDay(assignment.due, language))}</p>
        {members.length > 0 && <p className="report-summary">{t.summary(done, members.length)}</p>}
      </header>
      <section className="card stack" aria-labelledby={id}>
        {members.length === 0 ? (
          <p className="note">{t.noReportMembers}</p>
        ) : (
          <table className={`results assignment-report${isPaper ? ' assignment-report--paper' : ''}`}>
            <thead>
              <tr>
                <th scope="col">{t.member}</th>
                <th scope="col">{t.progress}</th>
                <th scope="col">{t.status}</th>
                {isPaper && <th scope="col">{t.score}</th>}
                {isPaper && <th scope="col">{t.rank}</th>}
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <tr key={m.userId}>
                  <th scope="row">{m.name}</th>
                  <td>{t.progressOf(m.progress.done, m.progress.total)}</td>
                  <td className={`status status--${m.status}`}>{t.statuses[m.status]}</td>
                  {isPaper && <td>{m.score === undefined ? t.noAnswers : n(m.score)}</td>}
                  {isPaper && <td>{m.rank === undefined ? t.noAnswers : n(m.rank)}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        )}
        {isPaper && members.length > 0 && <p className="note">{t.rankNote}</p>}
        <a
          className="button button--wide"
          href={assignmentCsvUrl(assignment.classId, assignment._id)}
          download={`assignment-${assignment._id}.csv`}
        >
          {t.csv}
        </a>
      </section>
    </>
  );
}
