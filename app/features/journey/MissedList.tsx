import { errorText } from '../../api/error-text';
import { getMissed, type MissedRow } from '../../api/learning';
import type { TodayRow } from '../../api/quiz';
import { useRequest } from '../../api/use-request';
import { Loader } from '../../components/Loader';
import { ModuleIcon } from '../../components/ModuleIcon';
import { journeyTexts } from '../../i18n/catalogue/journey';
import { ModuleName } from '../../i18n/module-texts';
import { useTexts } from '../../i18n/texts';
import { modules } from '../../registry';
import { ResultsTable } from '../quiz/ResultsTable';

const asResult = (r: MissedRow): TodayRow => ({
  _id: r._id,
  prompt: r.prompt,
  yourAnswer: r.yourAnswer,
  correctAnswers: r.correctAnswers,
  correct: false,
  late: r.late,
  explanation: r.explanation,
});

/** The questions missed on a day (GET /api/me/missed), by module, each row opening to its explanation. */
export function MissedList({ day }: { day: string }) {
  const t = useTexts(journeyTexts);
  const missed = useRequest((signal) => getMissed(day, signal), [day]);
  const rows = missed.data?.rows ?? [];
  return (
    <section className="missed" aria-labelledby="missed-title">
      <h3 id="missed-title">{t.missed}</h3>
      {missed.loading && <Loader />}
      {missed.error !== undefined && (
        <p className="form-error" role="alert">
          {errorText(missed.error, t.missedError)}
        </p>
      )}
      {missed.data && rows.length === 0 && <p>{t.noneMissed}</p>}
      {modules.map((m) => {
        const mine = rows.filter((r) => r.module === m.key);
        if (mine.length === 0) return null;
        return (
          <div key={m.key} className="missed__module">
            <h4 className="missed__title">
              <span aria-hidden="true">
                <ModuleIcon module={m} />{' '}
              </span>
              <ModuleName module={m} />
            </h4>
            <ResultsTable rows={mine.map(asResult)} hindi={!!m.texts.hindiResults} />
          </div>
        );
      })}
    </section>
  );
}
