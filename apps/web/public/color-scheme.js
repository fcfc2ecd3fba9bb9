// Runs before the first paint (a classic script in index.html's head, kept out of the page itself
// so the Content-Security-Policy needs no 'unsafe-inline' for scripts): the colour scheme chosen
// in the layout customizer (key in packages/ui/src/theme.ts), and right to left for Arabic pages.
(function () {
  var scheme = 'light';
  try {
    var stored = localStorage.getItem('cashier-color-scheme');
    if (stored === 'dark' || stored === 'light') scheme = stored;
    else if (stored === 'auto')
      scheme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } catch {
    // Storage refused (a private window, a policy): the light scheme stays.
  }
  // The kitchen screens are always dark (app/layouts/kitchen-layout.tsx).
  if (/^(\/ar)?\/admin\/screens\/kitchen(\/|$)/.test(location.pathname)) scheme = 'dark';
  var root = document.documentElement;
  root.setAttribute('data-mantine-color-scheme', scheme);
  root.style.colorScheme = scheme;
  // Arabic lives under /ar (lib/locale.ts): right to left from the first paint.
  if (location.pathname === '/ar' || location.pathname.indexOf('/ar/') === 0) {
    root.lang = 'ar';
    root.dir = 'rtl';
  }
})();
