import { errorText } from '../../api/client';
import { getMissed, type MissedRow } from '../../api/learning';
import type { TodayRow } from '../../api/quiz';
import { useRequest } from '../../api/use-request';
import { Loader } from '../../components/Loader';
import { ModuleIcon } from '../../components/ModuleIcon';
import { modules } from '../../registry';
import { ResultsTable } from '../quiz/ResultsTable';
import { journeyTexts } from './journey-texts';

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
  const missed = useRequest((signal) => getMissed(day, signal), [day]);
  const rows = missed.data?.rows ?? [];
  return (
    <section className="missed" aria-labelledby="missed-title">
      <h3 id="missed-title">{journeyTexts.missed}</h3>
      {missed.loading && <Loader />}
      {missed.error !== undefined && (
        <p className="form-error" role="alert">
          {errorText(missed.error, journeyTexts.missedError)}
        </p>
      )}
      {missed.data && rows.length === 0 && <p>{journeyTexts.noneMissed}</p>}
      {modules.map((m) => {
        const mine = rows.filter((r) => r.module === m.key);
        if (mine.length === 0) return null;
        return (
          <div key={m.key} className="missed__module">
            <h4 className="missed__title">
              <span aria-hidden="true">
                <ModuleIcon module={m} />{' '}
              </span>
              <span lang="hi">{m.titleHi}</span> <span className="cell-sub">{m.title}</span>
            </h4>
            <ResultsTable rows={mine.map(asResult)} hindi={!!m.texts.hindiResults} />
          </div>
        );
      })}
    </section>
  );
}
