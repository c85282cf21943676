import { shellTexts } from '../i18n/catalogue/shell';
import { useTexts } from '../i18n/texts';
import { leaveVia } from '../lib/leave-guard';
import { Link, useLocation, useNavigate } from '../routes/router';
import { BrandMark } from './BrandMark';
import { ProfileIcon } from './icons';

const HIDDEN = ['/', '/login', '/register', '/forgot-password'];

/** §2.1: hidden on the start and account screens; elsewhere a logo, a profile button and Back. */
export function headerShown(pathname: string): boolean {
  return !HIDDEN.includes(pathname) && !pathname.startsWith('/reset-password');
}

export function Header() {
  const t = useTexts(shellTexts);
  const { pathname, key } = useLocation();
  const navigate = useNavigate();
  if (!headerShown(pathname)) return null;
  const back = pathname !== '/profile';
  return (
    <header className="header">
      <div className="header__side">
        {back && (
          <button
            type="button"
            className="icon-button"
            // A page opened directly has no history entry of ours to go back to. A running
            // question's screen may ask first (app/lib/leave-guard.ts).
            onClick={() => leaveVia(() => (key === 'default' ? navigate('/') : navigate(-1)))}
          >
            <span aria-hidden="true">←</span> {t.back}
          </button>
        )}
      </div>
      <Link to="/" className="header__logo">
        <BrandMark size={28} />
        <span lang="hi">सोपान</span>
        <span className="visually-hidden"> {t.homeLink}</span>
      </Link>
      <div className="header__side header__side--end">
        <Link to="/profile" className="icon-button" aria-label={t.profile}>
          <ProfileIcon />
        </Link>
      </div>
    </header>
  );
}
