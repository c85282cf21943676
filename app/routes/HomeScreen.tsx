import { lazy, Suspense, useEffect } from 'react';
import { useModuleAvailability, useQuizLimits, useQuizTimes } from '../api/config';
import { useStats } from '../api/learning';
import { BrandMark } from '../components/BrandMark';
import { ProfileIcon } from '../components/icons';
import { Loader } from '../components/Loader';
import { useOpenAssignments } from '../features/classes/learner/use-open-assignments';
import { PapersTile } from '../features/papers/PapersTile';
import { TodayPanel } from '../features/progress/TodayPanel';
import { ModuleTiles } from '../features/quiz/ModuleTiles';
import { homeTexts } from '../i18n/catalogue/home';
import { useLanguage } from '../i18n/lang';
import { useTexts } from '../i18n/texts';
import { useAppConfig } from '../providers/app-config';
import { useSession } from '../providers/session';
import { Link } from './router';

// The teacher's work (docs/product.md §12) is its own chunk: only a learner who has some loads it.
const loadAssignmentsPanel = () => import('../features/classes/learner/AssignmentsPanel');
const AssignmentsPanel = lazy(loadAssignmentsPanel);

/** Home (/) and the landing after signup (/home). */
export default function HomeScreen({ welcome = false }: { welcome?: boolean }) {
  const t = useTexts(homeTexts);
  const language = useLanguage();
  const { user } = useSession();
  const config = useAppConfig();
  const times = useQuizTimes(undefined);
  const limits = useQuizLimits();
  const availability = useModuleAvailability();
  // One stats call for a logged-in learner (docs/product.md §7); a visitor's home is as before.
  const stats = useStats(!!user);
  const loading = times.loading || limits.loading || availability.loading || stats.loading;
  // Asked beside the stats, after the first paint; shown with the tiles, and not at all when there is none.
  const assignments = useOpenAssignments(!!user);
  const hasWork = assignments.length > 0;
  // Its code is fetched as soon as there is work to show, so it is ready when the tiles are.
  useEffect(() => {
    if (hasWork) void loadAssignmentsPanel();
  }, [hasWork]);

  return (
    <div className="home">
      {!welcome && (
        <div className="home__bar">
          <div className="brand">
            <BrandMark size={36} />
            <div>
              <h1 className="brand__name">
                <span lang="hi">सोपान</span>
                {language === 'en' && <span className="brand__latin"> Sopan</span>}
              </h1>
              <p className="brand__tagline">{t.tagline}</p>
            </div>
          </div>
          <Link to="/profile" className="icon-button icon-button--round" aria-label={t.profile}>
            <ProfileIcon />
          </Link>
        </div>
      )}
      {welcome ? (
        <div className="notice notice--success">
          <h1 className="notice__title">
            <span lang="hi">{t.welcome}</span>
            {t.welcomeName(user?.firstName || t.learner)}
          </h1>
          <p>{t.welcomeLine}</p>
        </div>
      ) : (
        <p className="home__greeting">
          {user ? (
            <>
              <span lang="hi">{t.hello}</span>
              {t.greeting(user.firstName || t.learner)}
            </>
          ) : (
            <>
              <Link to="/login" state={{ from: '/' }}>
                {t.logIn}
              </Link>
              {t.toStart}
            </>
          )}
        </p>
      )}
      {!loading && hasWork && (
        <Suspense fallback={null}>
          <AssignmentsPanel assignments={assignments} />
        </Suspense>
      )}
      {!loading && stats.data && <TodayPanel stats={stats.data} />}
      {!loading && user && <PapersTile />}
      {loading ? (
        <Loader />
      ) : (
        <ModuleTiles
          quizTimes={times.data}
          limits={limits.data}
          availability={availability.data}
          config={config}
          pro={!!user?.pro}
          admin={!!user?.admin}
          today={stats.data?.modules}
        />
      )}
    </div>
  );
}
