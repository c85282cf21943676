import type { ReportInbox as Inbox } from '../../api/admin-overview';
import { errorText } from '../../api/error-text';
import type { RequestState } from '../../api/use-request';
import { Loader } from '../../components/Loader';
import { adminTexts } from '../../i18n/catalogue/admin';
import { useModuleTitle } from '../../i18n/module-texts';
import { useTexts } from '../../i18n/texts';
import type { ModuleKey } from '../../registry';
import { Link } from '../../routes/router';
import { adminModule } from './admin-module';
import { QuestionStatsView } from './QuestionStatsView';

type Row = Inbox['questions'][number];

/** The prompt's fields in the module's order, as the module's list shows them. */
function promptText(row: Row): string {
  const module = adminModule(row.module);
  const fields = module ? module.promptFields : Object.keys(row.prompt);
  return fields
    .map((f) => row.prompt[f])
    .map((v) => (Array.isArray(v) ? v.join(', ') : typeof v === 'string' ? v : ''))
    .filter(Boolean)
    .join(' · ');
}

/** Where the question is edited: its module's list, searched for it, its editor open. */
function questionPath(row: Row): string {
  const first = promptText(row).split(' · ')[0] ?? '';
  const search = new URLSearchParams({ q: first.slice(0, 100), edit: row._id });
  return `/admin/questions/${encodeURIComponent(row.module)}?${search}`;
}

/**
 * One inbox of every module's open reports (docs/product.md §6): a question a row, the longest
 * waiting first, with its reports, a link to the question and Resolve as on the module's list.
 */
export function ReportInbox({ inbox, onResolved }: { inbox: RequestState<Inbox>; onResolved: () => void }) {
  const t = useTexts(adminTexts);
  const title = useModuleTitle();
  const rows = inbox.data?.questions;
  return (
    <section className="card" aria-labelledby="report-inbox-title">
      <h2 id="report-inbox-title">{t.reportInbox}</h2>
      {inbox.loading && !rows && <Loader />}
      {inbox.error !== undefined && (
        <p className="form-error" role="alert">
          {errorText(inbox.error, t.loadFailed)}
        </p>
      )}
      {rows?.length === 0 && <p className="note">{t.inboxEmpty}</p>}
      {rows && rows.length > 0 && (
        <ul className="report-inbox">
          {rows.map((row) => {
            const module = adminModule(row.module);
            if (!module) return null;
            const promptId = `inbox-${row.module}-${row._id}`;
            return (
              <li key={`${row.module}-${row._id}`} className="report-inbox__item">
                <p className="cell-sub" lang="hi">
                  {title(module)}
                </p>
                <p id={promptId} lang="hi">
                  {promptText(row)}
                </p>
                <Link to={questionPath(row)}>{t.openQuestion}</Link>
                <QuestionStatsView
                  moduleKey={module.key as ModuleKey}
                  id={row._id}
                  stats={{
                    answered: 0,
                    correct: 0,
                    reports: row.reports.length,
                    topWrong: [],
                    openReports: row.reports,
                  }}
                  onResolved={onResolved}
                  describedBy={promptId}
                  reportsOnly
                />
              </li>
            );
          })}
        </ul>
      )}
      {inbox.data?.more && <p className="note">{t.inboxMore(rows?.length ?? 0)}</p>}
    </section>
  );
}
