import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function Placeholder() {
  return (
    <main style={{ fontFamily: 'sans-serif', padding: 24 }}>
      <h1>सोपान — Sopan</h1>
      <p>Structured for Success! The web app is on its way; the API is at /api/docs.</p>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Placeholder />
  </StrictMode>,
);
