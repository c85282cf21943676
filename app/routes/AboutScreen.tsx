import { pagesTexts } from '../i18n/catalogue/pages';
import { fill } from '../i18n/fill';
import { formatList } from '../i18n/format';
import { useLanguage } from '../i18n/lang';
import { useModuleTitle } from '../i18n/module-texts';
import { useTexts } from '../i18n/texts';
import { modules } from '../registry';
import { Link } from './router';

export default function AboutScreen() {
  const t = useTexts(pagesTexts);
  const title = useModuleTitle();
  // The modules the registry holds, so a new one is named here without a word changed.
  const list = formatList(modules.map(title), useLanguage());
  return (
    <article className="card prose">
      <h1>{fill(t.aboutTitle, { brand: <span lang="hi">सोपान</span> })}</h1>
      {t.aboutText.map((p) => (
        <p key={p}>{fill(p, { modules: list })}</p>
      ))}
      <p lang="hi">{t.aboutMotto}</p>
      <p>
        {fill(t.aboutAsk, {
          help: <Link to="/help">{t.helpLink}</Link>,
          contact: <Link to="/contact">{t.contactLink}</Link>,
        })}
      </p>
    </article>
  );
}
