import '../features/classes/teacher/teach.css';
import { getAssignmentReport } from '../api/classes';
import { isOffline } from '../api/error-text';
import { useRequest } from '../api/use-request';
import { Loader } from '../components/Loader';
import { AssignmentReportView } from '../features/classes/teacher/AssignmentReportView';
import { classPath } from '../features/classes/teacher/ClassList';
import { LoadError, TeacherOnly } from '../features/classes/teacher/TeacherOnly';
import { teachTexts } from '../i18n/catalogue/teach';
import { useTexts } from '../i18n/texts';
import { Link, useParams } from './router';

function Report({ classId, assignmentId }: { classId: string; assignmentId: string }) {
  const t = useTexts(teachTexts);
  const report = useRequest(
    (signal) => getAssignmentReport(classId, assignmentId, signal),
    [classId, assignmentId],
  );
  if (report.loading) return <Loader label={t.loadingReport} />;
  if (!report.data)
    return (
      <LoadError message={isOffline(report.error) ? t.offline : t.reportError} onRetry={report.reload} />
    );
  return (
    <>
      <Link to={classPath(classId)} className="teach__back">
        <span aria-hidden="true">← </span>
        {t.backToClass(report.data.assignment.className)}
      </Link>
      <AssignmentReportView report={report.data} />
    </>
  );
}

/** /teach/:classId/assignments/:assignmentId (docs/product.md §12): who has done the work, and how. */
export default function TeachAssignmentScreen() {
  const { classId = '', assignmentId = '' } = useParams();
  return (
    <TeacherOnly>
      <div className="stack teach">
        <Report classId={classId} assignmentId={assignmentId} />
      </div>
    </TeacherOnly>
  );
}
