import { Link } from 'react-router';
import { pagesTexts } from '../i18n/catalogue/pages';
import { fill } from '../i18n/fill';
import { useTexts } from '../i18n/texts';

export default function AboutScreen() {
  const t = useTexts(pagesTexts);
  return (
    <article className="card prose">
      <h1>{fill(t.aboutTitle, { brand: <span lang="hi">सोपान</span> })}</h1>
      {t.aboutText.map((p) => (
        <p key={p}>{p}</p>
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
