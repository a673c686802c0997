/**
 * A country's name in the UI language from its ISO code; the server's (Spanish) name when the
 * browser does not know the code.
 */
export const countryName = (code: string, locale: string, fallback?: string): string => {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? fallback ?? code;
  } catch {
    return fallback ?? code;
  }
};
