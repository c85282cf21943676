import type { TeacherClass } from '../../../api/classes';
import { teachTexts } from '../../../i18n/catalogue/teach';
import { useTexts } from '../../../i18n/texts';
import { Link } from '../../../routes/router';

export const classPath = (classId: string) => `/teach/${encodeURIComponent(classId)}`;

function ClassLinks({ classes }: { classes: TeacherClass[] }) {
  const t = useTexts(teachTexts);
  return (
    <ul className="class-list">
      {classes.map((c) => (
        <li key={c._id}>
          <Link to={classPath(c._id)} className="class-link">
            <span className="class-link__name">{c.name}</span>
            <span className="class-link__members">{t.members(c.members)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The teacher's classes, each with its member count; the archived ones apart, below. */
export function ClassList({ classes }: { classes: TeacherClass[] }) {
  const t = useTexts(teachTexts);
  const active = classes.filter((c) => !c.archived);
  const archived = classes.filter((c) => c.archived);
  return (
    <>
      {classes.length === 0 && <p className="card">{t.none}</p>}
      {active.length > 0 && <ClassLinks classes={active} />}
      {archived.length > 0 && (
        <section className="stack" aria-labelledby="archived-classes">
          <h2 id="archived-classes">{t.archivedTitle}</h2>
          <p className="note">{t.archivedNote}</p>
          <ClassLinks classes={archived} />
        </section>
      )}
    </>
  );
}
