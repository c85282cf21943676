import './classes-learner.css';
import { useId } from 'react';
import type { MyAssignment } from '../../../api/classes';
import { classesTexts } from '../../../i18n/catalogue/classes';
import { formatDay } from '../../../i18n/format';
import { useLanguage } from '../../../i18n/lang';
import { useModuleTitle } from '../../../i18n/module-texts';
import { useTexts } from '../../../i18n/texts';
import { findClientModule } from '../../../registry';
import { Link } from '../../../routes/router';

/** Where an assignment is done: the papers list for a paper, each module's quiz for its questions. */
function Actions({ assignment, labelledBy }: { assignment: MyAssignment; labelledBy: string }) {
  const t = useTexts(classesTexts);
  const titleOf = useModuleTitle();
  if (assignment.paperId !== undefined)
    return (
      <div className="actions">
        <Link to="/papers" className="button button--primary button--small" aria-describedby={labelledBy}>
          {t.openPaper}
        </Link>
      </div>
    );
  // A module this app does not know (an older app, a newer server) gets no button rather than a wrong one.
  const items = assignment.items.flatMap((item, place) => {
    const module = findClientModule(item.module);
    // The teacher's items in their order, which never changes: their place is their key.
    return module ? [{ module, count: item.count, key: `${place}` }] : [];
  });
  if (items.length === 0) return null;
  return (
    <div className="actions">
      {items.map(({ module, count, key }, i) => (
        <Link
          key={key}
          to={module.route}
          className={i === 0 ? 'button button--primary button--small' : 'button button--small'}
          aria-describedby={labelledBy}
        >
          {t.item(titleOf(module), count)}
        </Link>
      ))}
    </div>
  );
}

function AssignmentCard({ assignment }: { assignment: MyAssignment }) {
  const t = useTexts(classesTexts);
  const language = useLanguage();
  const id = useId();
  const late = assignment.status === 'late';
  const { done, total } = assignment.progress;
  const percent = total > 0 ? Math.min(100, Math.round((done / total) * 100)) : 0;
  const due = formatDay(assignment.due, language);

  return (
    <article className={late ? 'assignment assignment--late' : 'assignment'} aria-labelledby={`${id}-title`}>
      <div className="assignment__head">
        <h3 id={`${id}-title`} className="assignment__title">
          {assignment.title}
        </h3>
        {late && <span className="assignment__late">{t.late}</span>}
      </div>
      <p className="cell-sub">{t.className(assignment.className)}</p>
      {assignment.paperTitle && <p className="assignment__paper">{assignment.paperTitle}</p>}
      <p className="assignment__due">{late ? t.wasDue(due) : t.due(due)}</p>
      <div className="assignment__progress">
        <span className="bar" aria-hidden="true">
          <span className="bar__fill" style={{ width: `${percent}%` }} />
        </span>
        <span className="assignment__count" aria-hidden="true">
          {t.progress(done, total)}
        </span>
        <span className="visually-hidden">{t.progressLong(done, total)}</span>
      </div>
      <Actions assignment={assignment} labelledBy={`${id}-title`} />
    </article>
  );
}

/**
 * Home's first block (docs/product.md §12): the teacher's open and late work, each with its class,
 * due date, progress and the button that opens it. Home renders it only when there is some.
 */
export default function AssignmentsPanel({ assignments }: { assignments: MyAssignment[] }) {
  const t = useTexts(classesTexts);
  const id = useId();
  return (
    <section className="assignments" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="assignments__title">
        {t.workTitle}
      </h2>
      <ul className="assignments__list">
        {assignments.map((a) => (
          <li key={a._id}>
            <AssignmentCard assignment={a} />
          </li>
        ))}
      </ul>
    </section>
  );
}
