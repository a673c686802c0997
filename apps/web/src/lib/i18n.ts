import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type Language, SHARED_MESSAGES } from '@zerg/shared';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import 'dayjs/locale/de';
import 'dayjs/locale/es';
import 'dayjs/locale/fr';
import 'dayjs/locale/pt-br';
import { storedLanguage } from './language';
import { STORAGE_KEYS, writeItem } from './storage';

dayjs.extend(localizedFormat);
dayjs.extend(relativeTime);

type Messages = Record<string, unknown>;

/** Every web namespace, one JSON file per language under `src/locales/<lang>/`. */
export const WEB_NAMESPACES = [
  'common',
  'auth',
  'home',
  'profile',
  'notifications',
  'users',
  'settings',
  'employees',
] as const;
export type WebNamespace = (typeof WEB_NAMESPACES)[number];

const files = import.meta.glob<Messages>('../locales/*/*.json', { eager: true, import: 'default' });

const buildResources = (): Record<Language, Record<string, Messages>> => {
  const resources = {} as Record<Language, Record<string, Messages>>;
  for (const lang of LANGUAGES) {
    // Validation and error texts come from the shared package so web and server say the same thing.
    resources[lang] = { shared: SHARED_MESSAGES[lang] as Messages };
    for (const ns of WEB_NAMESPACES) {
      resources[lang][ns] = files[`../locales/${lang}/${ns}.json`] ?? {};
    }
  }
  return resources;
};

const DAYJS_LOCALES: Record<Language, string> = { es: 'es', en: 'en', fr: 'fr', de: 'de', pt: 'pt-br' };

const applyLanguageSideEffects = (lang: Language): void => {
  dayjs.locale(DAYJS_LOCALES[lang]);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
};

export const initI18n = (): typeof i18next => {
  if (i18next.isInitialized) return i18next;
  const lng = storedLanguage() ?? DEFAULT_LANGUAGE;
  void i18next.use(initReactI18next).init({
    resources: buildResources(),
    lng,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ['shared', ...WEB_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    react: { useSuspense: false },
    showSupportNotice: false,
  });
  applyLanguageSideEffects(lng);
  return i18next;
};

/** Switches the UI language, remembering it as the device preference. */
export const changeLanguage = async (lang: Language): Promise<void> => {
  writeItem(STORAGE_KEYS.language, lang);
  applyLanguageSideEffects(lang);
  await i18next.changeLanguage(lang);
};
