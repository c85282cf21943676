import { useState } from 'react';
import { languages } from '../../../shared/api/language';
import { shellTexts } from '../../i18n/catalogue/shell';
import { languageChosen, useLanguage } from '../../i18n/lang';
import { useTexts } from '../../i18n/texts';
import { useSession } from '../../providers/session';
import { useLocation } from '../../routes/router';
import { useChooseLanguage } from './choose-language';

/**
 * The first visit's question (docs/product.md §8): हिंदी or English, the browser's language already
 * on. Asked only while neither this device nor the learner's account has a language, and never on
 * the admin's pages; gone once either is tapped, on this device for good; the profile switches later.
 */
export function LanguageChooser() {
  const t = useTexts(shellTexts);
  const language = useLanguage();
  const choose = useChooseLanguage();
  const { user } = useSession();
  const { pathname } = useLocation();
  const [open, setOpen] = useState(() => !languageChosen());
  const admin = pathname === '/admin' || pathname.startsWith('/admin/');
  if (!open || user?.language || admin) return null;
  return (
    <section className="chooser" aria-labelledby="chooser-title">
      <p id="chooser-title" className="chooser__title">
        {t.chooserTitle}
      </p>
      <div className="chooser__options">
        {languages.map((l) => (
          <button
            key={l}
            type="button"
            lang={l}
            className={l === language ? 'button button--primary' : 'button'}
            aria-pressed={l === language}
            onClick={() => {
              setOpen(false);
              void choose(l);
            }}
          >
            {t.languageNames[l]}
          </button>
        ))}
      </div>
      <p className="chooser__hint">{t.chooserHint}</p>
    </section>
  );
}
