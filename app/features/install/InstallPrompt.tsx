import { shellTexts } from '../../i18n/catalogue/shell';
import { useTexts } from '../../i18n/texts';
import { useInstallOffer } from './install-prompt';

/** After a finished round (docs/product.md §8): add the app to the home screen, or Not now (never again). */
export function InstallPrompt() {
  const t = useTexts(shellTexts);
  const { available, install, dismiss } = useInstallOffer();
  if (!available) return null;
  return (
    <section className="install" aria-labelledby="install-title">
      <h2 id="install-title" className="install__title">
        {t.installTitle}
      </h2>
      <p>{t.installText}</p>
      <div className="actions">
        <button type="button" className="button button--primary" onClick={() => void install()}>
          {t.install}
        </button>
        <button type="button" className="button" onClick={dismiss}>
          {t.notNow}
        </button>
      </div>
    </section>
  );
}
