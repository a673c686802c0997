/** Browsers in the order their user agents must be tested: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bSafari\//, 'Safari'],
];

const SYSTEMS: [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (rules: [RegExp, string][], text: string) => rules.find(([rule]) => rule.test(text))?.[1];

/**
 * A mark's device as a person reads it ("Chrome · Android"): the user agent the server keeps is a
 * line of 100–300 characters that no table column can hold. Something unrecognised shows its start.
 */
export const deviceLabel = (userAgent: string): string => {
  const parts = [first(BROWSERS, userAgent), first(SYSTEMS, userAgent)].filter(Boolean);
  if (parts.length > 0) return parts.join(' · ');
  return userAgent.length > 40 ? `${userAgent.slice(0, 39)}…` : userAgent;
};
