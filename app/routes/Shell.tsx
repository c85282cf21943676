import { Suspense } from 'react';
import { Footer } from '../components/Footer';
import { Header } from '../components/Header';
import { Loader } from '../components/Loader';
import { MobileGate } from '../components/MobileGate';
import { OfflineBanner } from '../components/OfflineBanner';
import { Toasts } from '../components/Toasts';
import { peekSavedPath } from '../features/auth/saved-path';
import { LanguageChooser } from '../features/preferences/LanguageChooser';
import { shellTexts } from '../i18n/catalogue/shell';
import { useTexts } from '../i18n/texts';
import { AppConfigProvider, useAppConfig } from '../providers/app-config';
import { usePushNotifications } from '../providers/push-notifications';
import { SessionProvider, useSession } from '../providers/session';
import { useUnauthorizedRedirect } from '../providers/unauthorized';
import { AppRoutes } from './AppRoutes';
import { BrowserRouter, useLocation } from './router';
import { ScrollMemory } from './ScrollMemory';

/** Admin work may be done on a desktop browser (issue 4), including the login on the way there. */
function desktopAllowedAt(pathname: string): boolean {
  if (pathname === '/admin' || pathname.startsWith('/admin/')) return true;
  const saved = peekSavedPath();
  return ['/login', '/forgot-password'].includes(pathname) && !!saved?.startsWith('/admin');
}

function Frame() {
  const config = useAppConfig();
  const session = useSession();
  const { pathname } = useLocation();
  const t = useTexts(shellTexts);
  useUnauthorizedRedirect();
  usePushNotifications();
  if (config.loading || session.status === 'loading') return <Loader overlay />;
  return (
    <MobileGate lifted={config.allowDesktop || desktopAllowedAt(pathname)}>
      <ScrollMemory />
      <a className="skip-link" href="#main">
        {t.skipToContent}
      </a>
      <div className="page">
        <OfflineBanner />
        <Header />
        <main id="main" className="main">
          <LanguageChooser />
          <Suspense fallback={<Loader />}>
            <AppRoutes />
          </Suspense>
        </main>
        <Footer />
      </div>
    </MobileGate>
  );
}

export function Shell() {
  return (
    <AppConfigProvider>
      <SessionProvider>
        <BrowserRouter>
          <Frame />
          <Toasts />
        </BrowserRouter>
      </SessionProvider>
    </AppConfigProvider>
  );
}
