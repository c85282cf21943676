import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startBootstrap } from './api/bootstrap';
import { captureInstallPrompt } from './features/install/install-prompt';
import { applyWebFontsWhenCached } from './fonts/when-cached';
import { prepareServerMessages } from './i18n/server-messages';
import { registerPwa } from './pwa/register';
import { prepareFirstScreen } from './routes/first-screen';
import { Shell } from './routes/Shell';
import { watchSystemTheme } from './theme/theme';

// The first screen's data and code, asked for before the first render (the server's page names them).
const firstScreen = prepareFirstScreen(window.location.pathname, startBootstrap());
applyWebFontsWhenCached();
watchSystemTheme();
captureInstallPrompt();
prepareServerMessages();
registerPwa();

/** On a network too slow for it, the app renders without waiting (spinners, then the screen). */
const FIRST_SCREEN_WAIT_MS = 2500;

void Promise.race([firstScreen, new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS))]).then(
  () =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <Shell />
      </StrictMode>,
    ),
);
