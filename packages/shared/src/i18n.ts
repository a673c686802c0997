export const LANGUAGES = ['es', 'en', 'fr', 'de', 'pt'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'es';
export const FALLBACK_LANGUAGE: Language = 'en';

export const isLanguage = (value: string): value is Language =>
  (LANGUAGES as readonly string[]).includes(value);

/** Picks the first supported language of an Accept-Language header, or the default. */
export const languageFromHeader = (header: string | undefined): Language => {
  if (!header) return DEFAULT_LANGUAGE;
  for (const part of header.split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase();
    if (isLanguage(code)) return code;
  }
  return DEFAULT_LANGUAGE;
};
