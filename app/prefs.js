// Before the first paint (see index.html): this device's theme and language on <html>.
(() => {
  try {
    const root = document.documentElement;
    const theme = localStorage.getItem('sopan:theme');
    const dark =
      theme === 'dark' || (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
    root.setAttribute('data-theme', dark ? 'dark' : 'light');
    let language = localStorage.getItem('sopan:language');
    if (language !== 'hi' && language !== 'en') {
      const preferred = navigator.languages?.length ? navigator.languages : [navigator.language];
      language = preferred.some((l) => /^hi/i.test(l || '')) ? 'hi' : 'en';
    }
    root.lang = language;
    if (dark)
      for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.content = '#14110e';
  } catch (_) {}
})();
