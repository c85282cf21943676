import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startBootstrap } from './api/bootstrap';
import { applyWebFontsWhenCached } from './fonts/when-cached';
import { preloadFirstScreen } from './routes/first-screen';
import { Shell } from './routes/Shell';

// The first screen's data and code, asked for before the first render (index.html preloads the bootstrap).
preloadFirstScreen(window.location.pathname, startBootstrap());
applyWebFontsWhenCached();

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Shell />
  </StrictMode>,
);
