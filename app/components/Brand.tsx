import { Link } from 'react-router';
import { accountTexts } from '../i18n/catalogue/account';
import { homeTexts } from '../i18n/catalogue/home';
import { useLanguage } from '../i18n/lang';
import { useTexts } from '../i18n/texts';
import { ProfileIcon } from './icons';

/**
 * The name and tagline as home and the login screen show them; the server's first screen
 * (app/first-screen) renders the same components, so the page does not shift when the app takes over.
 */
export function HomeBar() {
  const t = useTexts(homeTexts);
  const language = useLanguage();
  return (
    <div className="home__bar">
      <div className="brand">
        <img src="/favicon.svg" alt="" width="36" height="36" />
        <div>
          <h1 className="brand__name">
            <span lang="hi">सोपान</span>
            {language === 'en' && <span className="brand__latin"> Sopan</span>}
          </h1>
          <p className="brand__tagline">{t.tagline}</p>
        </div>
      </div>
      <Link to="/profile" className="icon-button icon-button--round" aria-label={t.profile}>
        <ProfileIcon />
      </Link>
    </div>
  );
}

export function AuthBrand() {
  const t = useTexts(accountTexts);
  const language = useLanguage();
  return (
    <div className="auth__brand">
      <img src="/favicon.svg" alt="" width="64" height="64" />
      <h1>
        <span lang="hi">सोपान</span>
        {language === 'en' && <span className="brand__latin"> Sopan</span>}
      </h1>
      <p className="auth__tagline">{t.tagline}</p>
    </div>
  );
}
