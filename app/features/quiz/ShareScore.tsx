import { useState } from 'react';
import type { TodayRow } from '../../api/quiz';
import { quizTexts } from '../../i18n/catalogue/quiz';
import { useTexts } from '../../i18n/texts';
import type { ClientModule } from '../../registry';

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/**
 * Share on the results (docs/product.md §7): the phone's share sheet (Web Share API) with the score
 * and the app's address; where there is none, or it refuses, the same text is copied.
 */
export function ShareScore({ module, rows }: { module: ClientModule; rows: TodayRow[] }) {
  const t = useTexts(quizTexts);
  const [said, setSaid] = useState<string | null>(null);
  if (rows.length === 0) return null;
  const text = t.shareText(rows.filter((r) => r.correct).length, rows.length, module.titleHi);
  const url = `${window.location.origin}/`;

  async function share() {
    setSaid(null);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ text, url });
        return;
      } catch (err) {
        // The learner closed the sheet: nothing to say. Refused (no user gesture, a policy): copy.
        if (isAbort(err)) return;
      }
    }
    try {
      await navigator.clipboard.writeText(`${text} ${url}`);
      setSaid(t.copied);
    } catch {
      setSaid(t.copyFailed(`${text} ${url}`));
    }
  }

  return (
    <div className="share">
      <button type="button" className="button" onClick={() => void share()}>
        <span aria-hidden="true">↗ </span>
        {t.share}
      </button>
      <p className="share__said" role="status">
        {said}
      </p>
    </div>
  );
}
