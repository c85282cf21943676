import { useState } from 'react';

const isAbort = (err: unknown) => err instanceof DOMException && err.name === 'AbortError';

interface ShareTexts {
  share: string;
  copied: string;
  copyFailed: (text: string) => string;
}

/**
 * Share (docs/product.md §7, §11): the phone's share sheet (Web Share API) with the text and the
 * app's address; where there is none, or it refuses, the same text is copied.
 */
export function ShareButton({ text, url, texts }: { text: string; url: string; texts: ShareTexts }) {
  const [said, setSaid] = useState<string | null>(null);

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
      setSaid(texts.copied);
    } catch {
      setSaid(texts.copyFailed(`${text} ${url}`));
    }
  }

  return (
    <div className="share">
      <button type="button" className="button" onClick={() => void share()}>
        <span aria-hidden="true">↗ </span>
        {texts.share}
      </button>
      <p className="share__said" role="status">
        {said}
      </p>
    </div>
  );
}
