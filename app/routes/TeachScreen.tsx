import '../features/classes/teacher/teach.css';
import { useId } from 'react';
import { getClasses } from '../api/classes';
import { isOffline } from '../api/error-text';
import { useRequest } from '../api/use-request';
import { LoadError } from '../components/LoadError';
import { Loader } from '../components/Loader';
import { notify } from '../components/toast';
import { ClassList, classPath } from '../features/classes/teacher/ClassList';
import { CreateClassForm } from '../features/classes/teacher/CreateClassForm';
import { TeacherOnly } from '../features/classes/teacher/TeacherOnly';
import { teachTexts } from '../i18n/catalogue/teach';
import { useTexts } from '../i18n/texts';
import { useNavigate } from './router';

function MyClasses() {
  const t = useTexts(teachTexts);
  const id = useId();
  const navigate = useNavigate();
  const list = useRequest(getClasses, []);
  const classes = list.data?.teaching;

  return (
    <section className="stack teach" aria-labelledby={id}>
      <h1 id={id}>{t.title}</h1>
      <p className="note">{t.intro}</p>
      {list.loading && <Loader label={t.loading} />}
      {!list.loading && list.error !== undefined && (
        <LoadError
          message={isOffline(list.error) ? t.offline : t.listError}
          onRetry={list.reload}
          retryLabel={t.retry}
          back={{ to: '/', label: t.home }}
        />
      )}
      {!list.loading && classes && <ClassList classes={classes} />}
      {!list.loading && list.error === undefined && (
        <CreateClassForm
          onCreated={(cls) => {
            notify('success', t.created);
            navigate(classPath(cls._id));
          }}
        />
      )}
    </section>
  );
}

/** /teach (docs/product.md §12): the teacher's classes, the archived ones apart, and a new class. */
export default function TeachScreen() {
  return (
    <TeacherOnly>
      <MyClasses />
    </TeacherOnly>
  );
}
