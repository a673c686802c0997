import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@zerg/shared';
import i18next from 'i18next';
import { readItem, STORAGE_KEYS } from './storage';

/** The stored language preference, if the user (or a previous sign-in) chose one. */
export const storedLanguage = (): Language | null => {
  const value = readItem(STORAGE_KEYS.language);
  return value && isLanguage(value) ? value : null;
};

/** The UI language right now; the API gets it as `Accept-Language`, validation messages use it. */
export const currentLanguage = (): Language => {
  const value = i18next.resolvedLanguage ?? i18next.language;
  if (value && isLanguage(value)) return value;
  return storedLanguage() ?? DEFAULT_LANGUAGE;
};
