import type { ReactNode } from 'react';
import { StaticRouter } from 'react-router';
import type { Bootstrap } from '../../shared/api/bootstrap';
import { DEFAULT_TIME_SECONDS } from '../api/config';
import { AuthBrand, HomeBar } from '../components/Brand';
import { Header } from '../components/Header';
import { Loader } from '../components/Loader';
import { ModuleIcon } from '../components/ModuleIcon';
import { formatTime } from '../features/quiz/format-time';
import { ModuleTiles } from '../features/quiz/ModuleTiles';
import { accountTexts } from '../i18n/catalogue/account';
import { homeTexts } from '../i18n/catalogue/home';
import { journeyTexts } from '../i18n/catalogue/journey';
import { papersTexts } from '../i18n/catalogue/papers';
import { quizTexts } from '../i18n/catalogue/quiz';
import { ModuleName } from '../i18n/module-texts';
import { useTexts } from '../i18n/texts';
import { modules } from '../registry';

/**
 * The first screen as the server sends it, before any script (docs/decisions/006): the same
 * markup and classes as the screen the app then renders, from what the server knows at once (the
 * bootstrap's answer, the language). Rendered to HTML by server/first-screen.ts; the app shows
 * its own render in its place once that has something to say (app/first-screen/hand-over.ts).
 * Parts that need a call of their own (a learner's day, the journey's history) show the loader the
 * screen shows while it waits.
 */
export interface FirstScreenProps {
  pathname: string;
  data: Bootstrap;
}

function Home({ data }: { data: Bootstrap }) {
  const t = useTexts(homeTexts);
  const { user } = data;
  return (
    <div className="home">
      <HomeBar />
      <p className="home__greeting">
        {user ? (
          <>
            <span lang="hi">{t.hello}</span>
            {t.greeting(user.firstName || t.learner)}
          </>
        ) : (
          <>
            <a href="/login">{t.logIn}</a>
            {t.toStart}
          </>
        )}
      </p>
      {/* A learner's tiles wait for the day's figures (GET /me/stats), as on the screen itself. */}
      {user ? (
        <Loader />
      ) : (
        <ModuleTiles
          quizTimes={data.quizTimes}
          limits={data.quizLimits}
          availability={data.moduleAvailability}
          config={data.config}
          pro={false}
          admin={false}
        />
      )}
    </div>
  );
}

/** What a visitor on a learner's screen gets: the login screen's first paint (LoginScreen). */
function Login() {
  const t = useTexts(accountTexts);
  return (
    <div className="auth">
      <AuthBrand />
      <div className="auth__choice">
        <a className="button button--primary button--wide" href="/login">
          {t.login}
        </a>
        <a className="button button--wide" href="/register">
          {t.register}
        </a>
      </div>
    </div>
  );
}

/** A quiz screen's start card (QuizRound's 'ready' phase), its time from the bootstrap's settings. */
function Quiz({ module, data }: { module: (typeof modules)[number]; data: Bootstrap }) {
  const t = useTexts(quizTexts);
  const pro = !!data.user?.pro;
  return (
    <section className="quiz">
      <div className="quiz__head">
        <h1 className="quiz__title">
          <span aria-hidden="true">
            <ModuleIcon module={module} />{' '}
          </span>
          <ModuleName module={module} subClassName="quiz__subtitle" spaced={false} />
        </h1>
      </div>
      <div className="card quiz__start">
        <p>
          <strong>{formatTime(data.quizTimes[module.timeKey] ?? DEFAULT_TIME_SECONDS)}</strong>
          {t.perQuestion}
        </p>
        {pro ? (
          <p className="pro-badge">{t.proNoLimits}</p>
        ) : (
          <p className="quiz__rule">{t.clockEndsRound}</p>
        )}
        <button type="button" className="button button--primary button--wide" disabled>
          {t.start}
        </button>
      </div>
    </section>
  );
}

function Papers() {
  const t = useTexts(papersTexts);
  return (
    <section className="papers">
      <h1>{t.title}</h1>
      <p className="note">{t.intro}</p>
      <Loader label={t.loading} />
    </section>
  );
}

function Journey() {
  const t = useTexts(journeyTexts);
  return (
    <div className="stack journey">
      <h1>
        <ModuleName module={{ titleHi: t.titleHi, title: t.title }} />
      </h1>
      <Loader />
    </div>
  );
}

/**
 * The screen at `pathname` for this visitor or learner, and the path the app shows it at (a
 * visitor on a learner's screen is sent to /login); undefined where the server has no first screen.
 */
function screenFor({ pathname, data }: FirstScreenProps): { at: string; screen: ReactNode } | undefined {
  if (pathname === '/') return { at: pathname, screen: <Home data={data} /> };
  const module = modules.find((m) => m.route === pathname);
  if (!module && pathname !== '/user-journey' && pathname !== '/papers') return undefined;
  if (!data.user) return { at: '/login', screen: <Login /> };
  if (module) return { at: pathname, screen: <Quiz module={module} data={data} /> };
  return { at: pathname, screen: pathname === '/papers' ? <Papers /> : <Journey /> };
}

/** Shell.tsx's frame around the screen: the header where the app shows one, the main landmark. */
export function FirstScreen(props: FirstScreenProps) {
  const found = screenFor(props);
  if (!found) return null;
  return (
    <StaticRouter location={found.at}>
      <div className="page">
        <Header />
        <main id="main" className="main">
          {found.screen}
        </main>
      </div>
    </StaticRouter>
  );
}
