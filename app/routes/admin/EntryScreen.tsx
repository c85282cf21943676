import { Link } from '../router';
import '../../features/admin/admin.css';
import { ModuleIcon } from '../../components/ModuleIcon';
import { adminModule } from '../../features/admin/admin-module';
import { EntryForm } from '../../features/admin/EntryForm';
import { adminTexts } from '../../i18n/catalogue/admin';
import { useModuleText, useModuleTitle } from '../../i18n/module-texts';
import { useTexts } from '../../i18n/texts';
import type { ModuleKey } from '../../registry';

/** An add-question screen (§2.8), the same for every module. */
export default function EntryScreen({ moduleKey }: { moduleKey: ModuleKey }) {
  const t = useTexts(adminTexts);
  const text = useModuleText();
  const title = useModuleTitle();
  const module = adminModule(moduleKey)!;
  return (
    <div className="stack admin">
      <h1>
        <span aria-hidden="true">
          <ModuleIcon module={module} />{' '}
        </span>
        <span lang="hi">{text(module.entry.title)}</span>
      </h1>
      <div className="card">
        <EntryForm module={module} />
      </div>
      <p>
        <Link to={`/admin/questions/${module.key}`}>{t.allWithImport(title(module))}</Link>
      </p>
    </div>
  );
}
