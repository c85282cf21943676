import '../features/classes/teacher/teach.css';
import { useId, useState } from 'react';
import { type Assignment, getClassAssignments, getProgress, type TeacherClass } from '../api/classes';
import { isOffline } from '../api/error-text';
import { useRequest } from '../api/use-request';
import { Loader } from '../components/Loader';
import { AssignmentForm } from '../features/classes/teacher/AssignmentForm';
import { AssignmentList } from '../features/classes/teacher/AssignmentList';
import { ClassHeader } from '../features/classes/teacher/ClassHeader';
import { JoinCodeCard } from '../features/classes/teacher/JoinCodeCard';
import { ModuleTable } from '../features/classes/teacher/ModuleTable';
import { MostMissed } from '../features/classes/teacher/MostMissed';
import { Roster } from '../features/classes/teacher/Roster';
import { LoadError, TeacherOnly } from '../features/classes/teacher/TeacherOnly';
import type { ProgressWindow } from '../features/classes/teacher/teach-data';
import { WindowToggle } from '../features/classes/teacher/WindowToggle';
import { teachTexts } from '../i18n/catalogue/teach';
import { formatDay } from '../i18n/format';
import { useLanguage } from '../i18n/lang';
import { useTexts } from '../i18n/texts';
import { Link, useParams } from './router';

/** Latest due first, as the server lists them. */
const byDue = (a: Assignment, b: Assignment) =>
  b.due.localeCompare(a.due) || b.createdAt.localeCompare(a.createdAt);

function ClassAssignments({ classId, archived }: { classId: string; archived: boolean }) {
  const t = useTexts(teachTexts);
  const id = useId();
  const list = useRequest((signal) => getClassAssignments(classId, signal), [classId]);
  return (
    <>
      <section className="card stack" aria-labelledby={id}>
        <h2 id={id}>{t.assignmentsTitle}</h2>
        {list.loading && !list.data && <Loader />}
        {!list.loading && list.error !== undefined && (
          <p className="form-error" role="alert">
            {isOffline(list.error) ? t.offline : t.assignmentsError}{' '}
            <button type="button" className="link-button" onClick={list.reload}>
              {t.retry}
            </button>
          </p>
        )}
        {list.data && <AssignmentList classId={classId} assignments={list.data.assignments} />}
      </section>
      {!archived && list.data && (
        <AssignmentForm
          classId={classId}
          onCreated={(a) =>
            list.data && list.setData({ assignments: [...list.data.assignments, a].sort(byDue) })
          }
        />
      )}
    </>
  );
}

function ClassView({ classId }: { classId: string }) {
  const t = useTexts(teachTexts);
  const language = useLanguage();
  const [days, setDays] = useState<ProgressWindow>(7);
  const progress = useRequest((signal) => getProgress(classId, days, signal), [classId, days]);
  const data = progress.data;
  const id = useId();

  if (!data) {
    if (progress.loading) return <Loader label={t.loadingClass} />;
    return (
      <LoadError message={isOffline(progress.error) ? t.offline : t.classError} onRetry={progress.reload} />
    );
  }
  const setClass = (cls: TeacherClass) => progress.setData({ ...data, class: cls });

  return (
    <>
      <ClassHeader key={data.class._id} cls={data.class} onChange={setClass} />
      {!data.class.archived && <JoinCodeCard cls={data.class} onChange={setClass} />}
      <section className="card stack" aria-labelledby={id} aria-busy={progress.loading}>
        <h2 id={id} className="visually-hidden">
          {t.window}
        </h2>
        <WindowToggle days={days} onChange={setDays} />
        <p className="note">{t.since(formatDay(data.since, language))}</p>
        {progress.error !== undefined && !progress.loading && (
          <p className="form-error" role="alert">
            {isOffline(progress.error) ? t.offline : t.classError}
          </p>
        )}
      </section>
      <Roster
        classId={data.class._id}
        members={data.members}
        onRemoved={(userId) => {
          progress.setData({
            ...data,
            class: { ...data.class, members: Math.max(0, data.class.members - 1) },
            members: data.members.filter((m) => m.userId !== userId),
          });
          // The class's accuracy and misses no longer count them.
          progress.reload();
        }}
      />
      <section className="card stack" aria-labelledby={`${id}-modules`}>
        <h2 id={`${id}-modules`}>{t.modulesTitle}</h2>
        {Object.values(data.modules).some((m) => m.answered > 0) ? (
          <ModuleTable tallies={data.modules} />
        ) : (
          <p className="note">{t.noPractice}</p>
        )}
      </section>
      <MostMissed missed={data.mostMissed} />
      <ClassAssignments classId={data.class._id} archived={data.class.archived} />
    </>
  );
}

/**
 * /teach/:classId (docs/product.md §12): the class's name and code, its members' practice over the
 * last 7 or 30 days, the class's accuracy per module and most-missed questions, and its assignments.
 */
export default function TeachClassScreen() {
  const t = useTexts(teachTexts);
  const { classId = '' } = useParams();
  return (
    <TeacherOnly>
      <div className="stack teach">
        <Link to="/teach" className="teach__back">
          <span aria-hidden="true">← </span>
          {t.allClasses}
        </Link>
        <ClassView key={classId} classId={classId} />
      </div>
    </TeacherOnly>
  );
}
