import '../styles/papers.css';
import { errorText, isOffline } from '../api/error-text';
import { LoadError } from '../components/LoadError';
import { Loader } from '../components/Loader';
import { PaperResultView } from '../features/papers/PaperResultView';
import { PaperSitting } from '../features/papers/PaperSitting';
import { useAttempt } from '../features/papers/useAttempt';
import { papersTexts } from '../i18n/catalogue/papers';
import { useTexts } from '../i18n/texts';
import { useParams } from './router';

/**
 * /papers/attempt/:attemptId (docs/product.md §11): the paper while its clock runs, its result once
 * it has ended. A reload or Back resumes where the server has it.
 */
export default function PaperAttemptScreen() {
  const { attemptId = '' } = useParams();
  // A new attempt (Sit again from a result) is a new screen: nothing of the last one carries over.
  return <Attempt key={attemptId} attemptId={attemptId} />;
}

function Attempt({ attemptId }: { attemptId: string }) {
  const t = useTexts(papersTexts);
  const { view, retry, ended } = useAttempt(attemptId);

  if (view.kind === 'loading') return <Loader label={t.loadingPaper} />;
  if (view.kind === 'error')
    return (
      <LoadError
        message={isOffline(view.error) ? t.offline : errorText(view.error, t.paperError)}
        onRetry={retry}
        retryLabel={t.retry}
        back={{ to: '/papers', label: t.allPapers }}
      />
    );
  if (view.kind === 'running') return <PaperSitting attempt={view.attempt} onEnded={ended} />;
  return <PaperResultView result={view.result} ended={view.ended} />;
}
