import { DEFAULT_TIME_SECONDS, type QuizTimes, useQuizTimes } from '../api/config';
import { Loader } from '../components/Loader';
import { QuizRound } from '../features/quiz/QuizRound';
import { quizTexts } from '../i18n/catalogue/quiz';
import { useTexts } from '../i18n/texts';
import { useAppConfig } from '../providers/app-config';
import { useSession } from '../providers/session';
import { type ModuleKey, moduleByKey } from '../registry';
import { useLocation } from './router';

/** A quiz route: the time settings come from home as `quizTimes` state, else from the call (§2.1). */
export default function QuizScreen({ moduleKey }: { moduleKey: ModuleKey }) {
  const t = useTexts(quizTexts);
  const module = moduleByKey(moduleKey);
  const location = useLocation();
  const handedOn = (location.state as { quizTimes?: QuizTimes } | null)?.quizTimes;
  const times = useQuizTimes(handedOn);
  const { user, signOut } = useSession();
  const config = useAppConfig();
  if (times.loading) return <Loader overlay label={t.loadingSettings} />;
  return (
    <QuizRound
      module={module}
      seconds={times.data?.[module.timeKey] ?? DEFAULT_TIME_SECONDS}
      pro={!!user?.pro}
      config={config}
      onLogout={() => void signOut()}
    />
  );
}
