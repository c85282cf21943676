import { Link } from 'react-router';
import '../../features/admin/admin.css';
import { ModuleIcon } from '../../components/ModuleIcon';
import { adminModules } from '../../features/admin/admin-module';

/** /admin (§2.9): the eleven entry links with icons, and the question lists, settings and users. */
export default function AdminDashboardScreen() {
  return (
    <div className="stack admin">
      <h1>Admin</h1>
      <ul className="admin-grid">
        {adminModules.map((m) => (
          <li key={m.key} className="admin-card">
            <span className="admin-card__icon" aria-hidden="true">
              <ModuleIcon module={m} />
            </span>
            <span className="admin-card__title">
              <span lang="hi">{m.titleHi}</span>
              <span className="cell-sub">{m.title}</span>
            </span>
            <span className="admin-card__links">
              <Link to={m.entryRoute}>
                {m.adminPage === 'manage' ? 'Manage' : 'Add'}
                <span className="visually-hidden"> {m.title} questions</span>
              </Link>
              <Link to={`/admin/questions/${m.key}`}>
                All questions<span className="visually-hidden"> of {m.title}</span>
              </Link>
            </span>
          </li>
        ))}
      </ul>
      <div className="actions">
        <Link to="/admin/settings" className="button">
          Settings
        </Link>
        <Link to="/admin/users" className="button">
          Users
        </Link>
      </div>
    </div>
  );
}
