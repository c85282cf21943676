import { pagesTexts } from '../i18n/catalogue/pages';
import { fill } from '../i18n/fill';
import { useTexts } from '../i18n/texts';
import { Link } from './router';

/** §2.6: Hindi help and FAQ (in Hindi in both interfaces). */
export default function HelpScreen() {
  const t = useTexts(pagesTexts);
  const links = {
    forgot: <Link to="/forgot-password">{t.forgotLink}</Link>,
    contact: <Link to="/contact">{t.helpContact}</Link>,
  };
  return (
    <article className="card prose" lang="hi">
      <h1>{t.helpTitle}</h1>
      <p>{t.helpIntro}</p>
      {t.faq.map((item) => (
        <details key={item.q}>
          <summary>{item.q}</summary>
          <p>{fill(item.a, links)}</p>
        </details>
      ))}
    </article>
  );
}
