import type { ReactNode } from 'react';
import { LoadError as SharedLoadError } from '../../../components/LoadError';
import { teachTexts } from '../../../i18n/catalogue/teach';
import { useTexts } from '../../../i18n/texts';
import { useSession } from '../../../providers/session';
import { Link } from '../../../routes/router';

/**
 * The teacher's screens, for teachers (docs/product.md §12); anyone else is told so politely
 * and asks nothing of the server (which refuses them anyway).
 */
export function TeacherOnly({ children }: { children: ReactNode }) {
  const t = useTexts(teachTexts);
  const { user } = useSession();
  if (user?.teacher) return children;
  return (
    <section className="card stack" aria-labelledby="teachers-only">
      <h1 id="teachers-only">{t.teachersOnlyTitle}</h1>
      <p>{t.teachersOnly}</p>
      <Link to="/" className="button button--primary">
        {t.home}
      </Link>
    </section>
  );
}

/** A teacher's screen whose load failed: Try again, or back to all classes. */
export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const t = useTexts(teachTexts);
  return (
    <SharedLoadError
      message={message}
      onRetry={onRetry}
      retryLabel={t.retry}
      back={{ to: '/teach', label: t.allClasses }}
    />
  );
}
