import { useState } from 'react';
import type { PaperResult } from '../../api/papers';
import { papersTexts } from '../../i18n/catalogue/papers';
import { formatNumber } from '../../i18n/format';
import { useLanguage } from '../../i18n/lang';
import { useTexts } from '../../i18n/texts';

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

/** Share the result (docs/product.md §11): the phone's share sheet, else the same short text copied. */
export function ShareResult({ result }: { result: PaperResult }) {
  const t = useTexts(papersTexts);
  const language = useLanguage();
  const [said, setSaid] = useState<string | null>(null);
  const n = (x: number) => formatNumber(x, language);
  const text =
    t.shareText(n(result.score), n(result.maxScore), result.title) +
    (result.ranked ? t.shareRank(result.rank, result.of) : '');
  const url = `${window.location.origin}/papers`;

  async function share() {
    setSaid(null);
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ text, url });
        return;
      } catch (err) {
        // Closed by the learner: nothing to say. Refused (a policy, no gesture): copy instead.
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
