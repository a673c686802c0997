// Paints the stored skin and language before the bundle loads, so a dark session never flashes white.
try {
  if (localStorage.getItem('zerg-skin') === 'dark') document.documentElement.dataset.skin = 'dark';
  const storedLang = localStorage.getItem('zerg-lang');
  if (storedLang) document.documentElement.lang = storedLang;
} catch (_error) {}
