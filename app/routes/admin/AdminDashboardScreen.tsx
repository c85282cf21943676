import { Link } from '../router';
import '../../features/admin/admin.css';
import { getAdminOverview, getReportInbox } from '../../api/admin-overview';
import { useRequest } from '../../api/use-request';
import { ModuleIcon } from '../../components/ModuleIcon';
import { AdminOverview } from '../../features/admin/AdminOverview';
import { adminModules } from '../../features/admin/admin-module';
import { ReportInbox } from '../../features/admin/ReportInbox';
import { adminTexts } from '../../i18n/catalogue/admin';
import { ModuleName, useModuleTitle } from '../../i18n/module-texts';
import { useTexts } from '../../i18n/texts';

/**
 * /admin (§2.9): the overview's counts and the report inbox (docs/product.md §6), the entry links
 * with icons, and the question lists, papers, settings and users.
 */
export default function AdminDashboardScreen() {
  const t = useTexts(adminTexts);
  const title = useModuleTitle();
  const overview = useRequest((signal) => getAdminOverview(signal), []);
  const inbox = useRequest((signal) => getReportInbox(signal), []);
  return (
    <div className="stack admin">
      <h1>{t.dashboard}</h1>
      <AdminOverview overview={overview} />
      <ReportInbox
        inbox={inbox}
        onResolved={() => {
          inbox.reload();
          overview.reload();
        }}
      />
      <ul className="admin-grid">
        {adminModules.map((m) => (
          <li key={m.key} className="admin-card">
            <span className="admin-card__icon" aria-hidden="true">
              <ModuleIcon module={m} />
            </span>
            <span className="admin-card__title">
              <ModuleName module={m} spaced={false} />
            </span>
            <span className="admin-card__links">
              <Link to={m.entryRoute}>
                {m.adminPage === 'manage' ? t.manage : t.add}
                <span className="visually-hidden">{t.ofModule(title(m))}</span>
              </Link>
              <Link to={`/admin/questions/${m.key}`}>
                {t.allQuestions}
                <span className="visually-hidden">{t.allOfModule(title(m))}</span>
              </Link>
            </span>
          </li>
        ))}
      </ul>
      <div className="actions">
        <Link to="/admin/papers" className="button">
          {t.papers}
        </Link>
        <Link to="/admin/settings" className="button">
          {t.settings}
        </Link>
        <Link to="/admin/users" className="button">
          {t.users}
        </Link>
      </div>
    </div>
  );
}
