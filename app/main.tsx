import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startBootstrap } from './api/bootstrap';
import { captureInstallPrompt } from './features/install/install-prompt';
import { applyWebFontsWhenCached } from './fonts/when-cached';
import { prepareServerMessages } from './i18n/server-messages';
import { preloadFirstScreen } from './routes/first-screen';
import { Shell } from './routes/Shell';
import { watchSystemTheme } from './theme/theme';

// The first screen's data and code, asked for before the first render (index.html preloads the bootstrap).
preloadFirstScreen(window.location.pathname, startBootstrap());
applyWebFontsWhenCached();
watchSystemTheme();
captureInstallPrompt();
prepareServerMessages();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Shell />
  </StrictMode>,
);
