import { useState } from 'react';
import { type QuestionStats, resolveReports } from '../../api/admin-questions';
import { errorText } from '../../api/client';
import { notify } from '../../components/toast';
import type { ModuleKey } from '../../registry';
import { adminTexts } from './admin-texts';

interface Props {
  moduleKey: ModuleKey;
  id: string;
  stats: QuestionStats;
  onResolved: () => void;
  /** The question's prompt, which the Resolve button is about. */
  describedBy?: string;
}

const when = (iso: string) => new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'short' });

/** A question's answers, top wrong answers and open reports in the admin list, with Resolve (docs/product.md §7). */
export function QuestionStatsView({ moduleKey, id, stats, onResolved, describedBy }: Props) {
  const [busy, setBusy] = useState(false);

  async function resolve() {
    setBusy(true);
    try {
      const r = await resolveReports(moduleKey, id);
      notify('success', adminTexts.resolved(r.resolved));
      onResolved();
    } catch (err) {
      notify('error', errorText(err, adminTexts.resolveFailed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="question-stats">
      <p className="question-stats__line">
        {adminTexts.statsLine(stats.answered, stats.correct, stats.reports)}
      </p>
      {stats.topWrong.length > 0 && (
        <p className="question-stats__wrong">
          {adminTexts.topWrongLabel}
          <span lang="hi">{stats.topWrong.map((w) => `${w.answer} (${w.count})`).join(', ')}</span>
        </p>
      )}
      {stats.openReports.length > 0 && (
        <div className="question-stats__reports">
          <ul className="report-list" aria-label={adminTexts.openReports}>
            {stats.openReports.map((r, i) => (
              // Reports have no id of their own here; their order is the server's.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above
              <li key={i}>
                <strong>{adminTexts.reasons[r.reason]}</strong>
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
            {adminTexts.resolve}
          </button>
        </div>
      )}
    </div>
  );
}
