import { useState } from 'react';
import { useStats } from '../api/learning';
import { useProgress } from '../api/progress';
import { Loader } from '../components/Loader';
import { AccuracyCard } from '../features/journey/AccuracyCard';
import { DayTable } from '../features/journey/DayTable';
import { JourneyCalendar } from '../features/journey/JourneyCalendar';
import { MissedList } from '../features/journey/MissedList';
import { ModuleHistory } from '../features/journey/ModuleHistory';
import { daysWithProgress } from '../features/journey/progress-days';
import { StreakCard } from '../features/journey/StreakCard';
import { WeekCard } from '../features/journey/WeekCard';
import { journeyTexts } from '../i18n/catalogue/journey';
import { ModuleName } from '../i18n/module-texts';
import { useTexts } from '../i18n/texts';
import { Link } from './router';

/** /user-journey (§2.10), with the streak, the week, accuracy per module and a day's misses (docs/product.md §7). */
export default function JourneyScreen() {
  const t = useTexts(journeyTexts);
  const progress = useProgress();
  const stats = useStats(true);
  const [day, setDay] = useState<string | null>(null);

  if (progress.loading || stats.loading) return <Loader />;
  const data = progress.data ?? { quizProgress: {}, userScore: {} };
  const days = daysWithProgress(data);

  return (
    <div className="stack journey">
      <h1>
        <ModuleName module={{ titleHi: t.titleHi, title: t.title }} />
      </h1>
      {days.size === 0 ? (
        <div className="card">
          <p>{t.noProgress}</p>
          <p lang="hi">{t.noProgressHi}</p>
          <Link to="/" className="button button--primary">
            {t.startPractising}
          </Link>
        </div>
      ) : day ? (
        <DayTable progress={data} day={day} onBack={() => setDay(null)}>
          <MissedList day={day} />
        </DayTable>
      ) : (
        <>
          {stats.data && <StreakCard stats={stats.data} />}
          <div className="card">
            <JourneyCalendar days={days} onPick={setDay} />
            <p className="calendar-legend">
              <span className="calendar-legend__swatch" aria-hidden="true" /> {t.practisedDays}
            </p>
          </div>
          {stats.data && <WeekCard week={stats.data.week} />}
          {stats.data && <AccuracyCard stats={stats.data} />}
          <ModuleHistory progress={data} />
        </>
      )}
    </div>
  );
}
