import { useState } from 'react';
import { Link } from 'react-router';
import { useProgress } from '../api/progress';
import { Loader } from '../components/Loader';
import { DayTable } from '../features/journey/DayTable';
import { JourneyCalendar } from '../features/journey/JourneyCalendar';
import { ModuleHistory } from '../features/journey/ModuleHistory';
import { daysWithProgress } from '../features/journey/progress-days';

/** /user-journey (§2.10). */
export default function JourneyScreen() {
  const progress = useProgress();
  const [day, setDay] = useState<string | null>(null);

  if (progress.loading) return <Loader />;
  const data = progress.data ?? { quizProgress: {}, userScore: {}, vakyaShudhi: {} };
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
        <DayTable progress={data} day={day} onBack={() => setDay(null)} />
      ) : (
        <>
          <div className="card">
            <JourneyCalendar days={days} onPick={setDay} />
            <p className="calendar-legend">
              <span className="calendar-legend__swatch" aria-hidden="true" /> Days you practised
            </p>
          </div>
          <ModuleHistory progress={data} />
        </>
      )}
    </div>
  );
}
