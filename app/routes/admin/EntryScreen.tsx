import { Link } from 'react-router';
import '../../features/admin/admin.css';
import { ModuleIcon } from '../../components/ModuleIcon';
import { adminModule } from '../../features/admin/admin-module';
import { EntryForm } from '../../features/admin/EntryForm';
import type { ModuleKey } from '../../registry';

/** An add-question screen (§2.8), the same for every module. */
export default function EntryScreen({ moduleKey }: { moduleKey: ModuleKey }) {
  const module = adminModule(moduleKey)!;
  return (
    <div className="stack admin">
      <h1>
        <span aria-hidden="true">
          <ModuleIcon module={module} />{' '}
        </span>
        <span lang="hi">{module.entry.title}</span>
      </h1>
      <div className="card">
        <EntryForm module={module} />
      </div>
      <p>
        <Link to={`/admin/questions/${module.key}`}>All {module.title} questions, import and export</Link>
      </p>
    </div>
  );
}
