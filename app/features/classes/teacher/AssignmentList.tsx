import type { Assignment } from '../../../api/classes';
import { teachTexts } from '../../../i18n/catalogue/teach';
import { formatDay, formatList } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/lang';
import { useModuleTitle } from '../../../i18n/module-texts';
import { useTexts } from '../../../i18n/texts';
import { findClientModule } from '../../../registry';
import { Link } from '../../../routes/router';

export const reportPath = (classId: string, assignmentId: string) =>
  `/teach/${encodeURIComponent(classId)}/assignments/${encodeURIComponent(assignmentId)}`;

/** What an assignment asks: '10 in Sandhi and 5 in Antonyms', or the paper's title. */
export function useWorkText(): (a: Pick<Assignment, 'items' | 'paperTitle' | 'paperId'>) => string {
  const t = useTexts(teachTexts);
  const language = useLanguage();
  const title = useModuleTitle();
  return (a) => {
    if (a.paperId !== undefined) return t.paper(a.paperTitle ?? '');
    return formatList(
      a.items.map((i) => {
        const module = findClientModule(i.module);
        return t.questionsIn(i.count, module ? title(module) : i.module);
      }),
      language,
    );
  };
}

/** The class's assignments, latest due first, each linking to its report. */
export function AssignmentList({ classId, assignments }: { classId: string; assignments: Assignment[] }) {
  const t = useTexts(teachTexts);
  const language = useLanguage();
  const work = useWorkText();
  if (assignments.length === 0) return <p className="note">{t.noAssignments}</p>;
  return (
    <ul className="assignment-list">
      {assignments.map((a) => (
        <li key={a._id}>
          <Link to={reportPath(classId, a._id)} className="assignment-link">
            <span className="assignment-link__title">{a.title}</span>
            <span className="assignment-link__due">{t.due(formatDay(a.due, language))}</span>
            <span className="assignment-link__work">{work(a)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
