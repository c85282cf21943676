import { useState } from 'react';
import { type QuestionStats, resolveReports } from '../../api/admin-questions';
import { errorText } from '../../api/error-text';
import { notify } from '../../components/toast';
import { adminTexts } from '../../i18n/catalogue/admin';
import { formatDate } from '../../i18n/format';
import { useLanguage } from '../../i18n/lang';
import { useTexts } from '../../i18n/texts';
import type { ModuleKey } from '../../registry';

interface Props {
  moduleKey: ModuleKey;
  id: string;
  stats: QuestionStats;
  onResolved: () => void;
  /** The question's prompt, which the Resolve button is about. */
  describedBy?: string;
  /** Only the open reports and Resolve (the dashboard's inbox has no answer figures). */
  reportsOnly?: boolean;
}

/** A question's answers, top wrong answers and open reports in the admin list, with Resolve (docs/product.md §7). */
export function QuestionStatsView({ moduleKey, id, stats, onResolved, describedBy, reportsOnly }: Props) {
  const t = useTexts(adminTexts);
  const language = useLanguage();
  const when = (iso: string) => formatDate(new Date(iso), language, { day: 'numeric', month: 'short' });
  const [busy, setBusy] = useState(false);

  async function resolve() {
    setBusy(true);
    try {
      const r = await resolveReports(moduleKey, id);
      notify('success', t.resolved(r.resolved));
      onResolved();
    } catch (err) {
      notify('error', errorText(err, t.resolveFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="question-stats">
      {!reportsOnly && (
        <p className="question-stats__line">{t.statsLine(stats.answered, stats.correct, stats.reports)}</p>
      )}
      {stats.topWrong.length > 0 && (
        <p className="question-stats__wrong">
          {t.topWrongLabel}
          <span lang="hi">{stats.topWrong.map((w) => `${w.answer} (${w.count})`).join(', ')}</span>
        </p>
      )}
      {stats.openReports.length > 0 && (
        <div className="question-stats__reports">
          <ul className="report-list" aria-label={t.openReports}>
            {stats.openReports.map((r, i) => (
              // Reports have no id of their own here; their order is the server's.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={i}>
                <strong>{t.reasons[r.reason]}</strong>
                {r.note && (
                  <>
                    : <span lang="hi">{r.note}</span>
                  </>
                )}
                <span className="cell-sub"> · {when(r.createdAt)}</span>
              </li>
            ))}
          </ul>
          <button
            type="button"
            className="button button--small"
            disabled={busy}
            aria-describedby={describedBy}
            onClick={() => void resolve()}
          >
            {t.resolve}
          </button>
        </div>
      )}
    </div>
  );
}
