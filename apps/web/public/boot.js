// Paints the skin (the stored one, else the system's) and the language before the bundle loads, so a
// dark session never flashes white.
try {
  const storedSkin = localStorage.getItem('zerg-skin');
  const systemDark = window.matchMedia?.('(prefers-color-scheme: dark)').matches;
  if (storedSkin === 'dark' || (storedSkin !== 'light' && systemDark))
    document.documentElement.dataset.skin = 'dark';
  const storedLang = localStorage.getItem('zerg-lang');
  if (storedLang) document.documentElement.lang = storedLang;
} catch (_error) {}
