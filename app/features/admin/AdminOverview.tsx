import type { AdminOverview as Overview } from '../../api/admin-overview';
import { errorText } from '../../api/error-text';
import type { RequestState } from '../../api/use-request';
import { Loader } from '../../components/Loader';
import { adminTexts } from '../../i18n/catalogue/admin';
import { formatNumber } from '../../i18n/format';
import { useLanguage } from '../../i18n/lang';
import { useModuleTitle } from '../../i18n/module-texts';
import { useTexts } from '../../i18n/texts';
import { adminModules } from './admin-module';

/** The dashboard's counts: learners, activity, answers, open reports, questions per module (docs/product.md §6). */
export function AdminOverview({ overview }: { overview: RequestState<Overview> }) {
  const t = useTexts(adminTexts);
  const language = useLanguage();
  const title = useModuleTitle();
  const o = overview.data;
  const n = (value: number) => formatNumber(value, language);
  return (
    <section className="card admin-overview" aria-labelledby="admin-overview-title">
      <h2 id="admin-overview-title">{t.overview}</h2>
      {overview.loading && <Loader />}
      {overview.error !== undefined && (
        <p className="form-error" role="alert">
          {errorText(overview.error, t.overviewFailed)}
        </p>
      )}
      {o && (
        <>
          <dl className="admin-figures">
            {(
              [
                [t.learners, o.learners],
                [t.activeToday, o.activeToday],
                [t.active7Days, o.active7Days],
                [t.answersToday, o.answersToday],
                [t.openReports, o.openReports],
              ] as const
            ).map(([label, value]) => (
              <div key={label} className="admin-figures__item">
                <dt>{label}</dt>
                <dd>{n(value)}</dd>
              </div>
            ))}
          </dl>
          <details>
            <summary>{t.questionsPerModule}</summary>
            <table className="admin-table">
              <tbody>
                {adminModules.map((m) => (
                  <tr key={m.key}>
                    <th scope="row" lang="hi">
                      {title(m)}
                    </th>
                    <td>{n(o.questions[m.key] ?? 0)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </details>
        </>
      )}
    </section>
  );
}
