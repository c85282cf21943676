import { useState } from 'react';
import { Link } from 'react-router';
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

/** /user-journey (§2.10), with the streak, the week, accuracy per module and a day's misses (docs/product.md §7). */
export default function JourneyScreen() {
  const progress = useProgress();
  const stats = useStats(true);
  const [day, setDay] = useState<string | null>(null);

  if (progress.loading || stats.loading) return <Loader />;
  const data = progress.data ?? { quizProgress: {}, userScore: {} };
  const days = daysWithProgress(data);

  return (
    <div className="stack journey">
      <h1>
        <span lang="hi">मेरी प्रगति</span> <span className="cell-sub">Your journey</span>
      </h1>
      {days.size === 0 ? (
        <div className="card">
          <p>No progress yet. Answer a few questions and your practice days will show here.</p>
          <p lang="hi">अभी कोई प्रगति नहीं है। आज का अभ्यास शुरू करें!</p>
          <Link to="/" className="button button--primary">
            Start practising
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
              <span className="calendar-legend__swatch" aria-hidden="true" /> Days you practised
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
