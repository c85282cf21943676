import { useId } from 'react';
import { languages } from '../../../shared/api/language';
import { preferencesTexts } from '../../i18n/catalogue/preferences';
import { shellTexts } from '../../i18n/catalogue/shell';
import { useLanguage } from '../../i18n/lang';
import { useTexts } from '../../i18n/texts';
import { setThemeChoice, themeChoices, useTheme } from '../../theme/theme';
import { useChooseLanguage } from './choose-language';

/** The profile's switches (docs/product.md §8): हिंदी or English, and the system's look, light or dark. */
export function PreferencesCard() {
  const id = useId();
  const t = useTexts(preferencesTexts);
  const names = useTexts(shellTexts).languageNames;
  const language = useLanguage();
  const choose = useChooseLanguage();
  const { choice } = useTheme();
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.title}</h2>
      <fieldset className="segmented">
        <legend>{t.language}</legend>
        {languages.map((l) => (
          <label key={l} className="check" lang={l}>
            <input
              type="radio"
              name={`${id}-language`}
              value={l}
              checked={language === l}
              onChange={() => void choose(l)}
            />
            {names[l]}
          </label>
        ))}
      </fieldset>
      <fieldset className="segmented">
        <legend>{t.theme}</legend>
        {themeChoices.map((c) => (
          <label key={c} className="check">
            <input
              type="radio"
              name={`${id}-theme`}
              value={c}
              checked={choice === c}
              onChange={() => setThemeChoice(c)}
            />
            {t.themes[c]}
          </label>
        ))}
      </fieldset>
    </section>
  );
}
