// Before the first paint (see index.html): this device's theme and language on <html>.
(() => {
  try {
    const root = document.documentElement;
    const theme = localStorage.getItem('sopan:theme');
    const dark =
      theme === 'dark' || (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    root.setAttribute('data-theme', dark ? 'dark' : 'light');
    let language = localStorage.getItem('sopan:language');
    // The server's first screen is in the account's or the browser's language; this device's own
    // choice, where it differs, hides it (the app's render shows instead: app/first-screen/).
    const shown = root.getAttribute('data-first-screen');
    if (shown && language && language !== shown) root.removeAttribute('data-first-screen');
    else if (shown) language = shown;
    if (language !== 'hi' && language !== 'en') {
      const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
      language = preferred.some((l) => /^hi/i.test(l || '')) ? 'hi' : 'en';
    }
    root.lang = language;
    if (dark)
      for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.content = '#14110e';
  } catch (_) {}
})();

// The built app's code and first call wait in <template id="app-start"> (vite.config.ts): put in
// place just after the first paint, so the server's first screen shows before the app loads.
(() => {
  let started = false;
  const start = () => {
    const template = document.getElementById('app-start');
    if (started || !template) return;
    started = true;
    for (const tag of template.content.children) {
      // Made anew: a script from a template's content would not run.
      const element = document.createElement(tag.localName);
      for (const attribute of tag.attributes) element.setAttribute(attribute.name, attribute.value);
      document.head.append(element);
    }
  };
  document.addEventListener('DOMContentLoaded', () => {
    requestAnimationFrame(() => setTimeout(start, 0));
    // A tab in the background gets no frames: start anyway.
    setTimeout(start, 100);
  });
})();
