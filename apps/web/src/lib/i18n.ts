import { DEFAULT_LANGUAGE, FALLBACK_LANGUAGE, LANGUAGES, type Language } from '@zerg/shared';
import type { ConfigProviderProps } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { storedLanguage } from './language';
import type { NamespaceMessages } from './locale-bundle';
import { STORAGE_KEYS, writeItem } from './storage';

dayjs.extend(localizedFormat);
dayjs.extend(relativeTime);

type Messages = Record<string, unknown>;
export type AntdLocale = NonNullable<ConfigProviderProps['locale']>;

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
  'remote-work',
  'payroll-settings',
  'organisation',
  'clients',
  'vehicles',
  'rates',
  'travel-routes',
  'entityGroups',
  'attendance-marking',
  'attendance-reports',
  'justifications',
  'salary-increases',
  'additional-work',
  'viatics',
  'driver',
  'document-orders',
  'settlements',
  'payroll-vacations',
  'service-orders',
  'travel-orders',
  'payroll-payments',
  'labour-certificates',
  'payroll-discounts',
  'payroll-advances',
  'workshop-discounts',
  'audit-log',
  'payroll-bonuses',
  'treasury-bank-accounts',
  'treasury-exchange-rates',
  'treasury-transactions',
  'treasury-payroll',
  'billing-receivables',
  'accounting-accounts',
  'bookkeeping-journal',
  'billing',
  'second-factor',
  'e-documents',
] as const;
export type WebNamespace = (typeof WEB_NAMESPACES)[number];

// A language's texts load when it is used, never with the app: only one of five is ever needed.
// One module per language (`locales/<lang>/index.ts`), so the app holds five loaders, not one per file.
const webLanguages = import.meta.glob<NamespaceMessages>('../locales/*/index.ts', { import: 'messages' });
// Validation and error texts come from the shared package so web and server say the same thing.
// (The query keeps these copies apart from the server's `with { type: 'json' }` imports of them.)
const sharedFiles = import.meta.glob<Messages>('../../../../packages/shared/src/locales/*.json', {
  query: '?locale',
  import: 'default',
});

const DAYJS_LOCALES: Record<Language, [name: string, load: () => Promise<unknown>]> = {
  es: ['es', () => import('dayjs/locale/es')],
  en: ['en', async () => undefined],
  fr: ['fr', () => import('dayjs/locale/fr')],
  de: ['de', () => import('dayjs/locale/de')],
  pt: ['pt-br', () => import('dayjs/locale/pt-br')],
};

const ANTD_LOCALES: Record<Language, () => Promise<{ default: AntdLocale }>> = {
  es: () => import('antd/locale/es_ES'),
  en: () => import('antd/locale/en_US'),
  fr: () => import('antd/locale/fr_FR'),
  de: () => import('antd/locale/de_DE'),
  pt: () => import('antd/locale/pt_BR'),
};

const antdLocales: Partial<Record<Language, AntdLocale>> = {};
const loading = new Map<Language, Promise<void>>();

const loadMessages = async (files: Record<string, () => Promise<Messages>>, path: string) =>
  (await files[path]?.()) ?? {};

const fetchLanguage = async (lang: Language): Promise<void> => {
  const [shared, web, antd] = await Promise.all([
    loadMessages(sharedFiles, `../../../../packages/shared/src/locales/${lang}.json`),
    webLanguages[`../locales/${lang}/index.ts`]?.() ?? Promise.resolve<NamespaceMessages>({}),
    ANTD_LOCALES[lang](),
    DAYJS_LOCALES[lang][1](),
  ]);
  i18next.addResourceBundle(lang, 'shared', shared, true, true);
  for (const ns of WEB_NAMESPACES) i18next.addResourceBundle(lang, ns, web[ns] ?? {}, true, true);
  antdLocales[lang] = antd.default;
};

/** Fetches a language's texts, date names and component texts, once per language. */
export const loadLanguage = (lang: Language): Promise<void> => {
  let pending = loading.get(lang);
  if (!pending) {
    pending = fetchLanguage(lang).catch((error: unknown) => {
      // A failed download may succeed on the next try.
      loading.delete(lang);
      throw error;
    });
    loading.set(lang, pending);
  }
  return pending;
};

/** The component texts (antd) of a language once loaded; antd's built-in English until then. */
export const antdLocaleFor = (lang: Language): AntdLocale | undefined => antdLocales[lang];

const applyLanguageSideEffects = (lang: Language): void => {
  dayjs.locale(DAYJS_LOCALES[lang][0]);
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
};

/** Starts i18n in the stored language and resolves once its texts are there to render with. */
export const initI18n = async (): Promise<typeof i18next> => {
  if (i18next.isInitialized) return i18next;
  const lng = storedLanguage() ?? DEFAULT_LANGUAGE;
  await i18next.use(initReactI18next).init({
    resources: {},
    partialBundledLanguages: true,
    lng,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: ['shared', ...WEB_NAMESPACES],
    defaultNS: 'common',
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false, bindI18nStore: 'added' },
    showSupportNotice: false,
    // Every language carries every key (a unit test holds them equal), so the fallback is fetched
    // only when a text is missing after all: fetched on every start, it cost each first screen a
    // second language's download and a render of the whole app once it arrived.
    saveMissing: true,
    missingKeyHandler: () => {
      void loadLanguage(FALLBACK_LANGUAGE).catch(() => undefined);
    },
  });
  await loadLanguage(lng);
  applyLanguageSideEffects(lng);
  return i18next;
};

/** Switches the UI language, remembering it as the device preference. */
export const changeLanguage = async (lang: Language): Promise<void> => {
  await loadLanguage(lang);
  writeItem(STORAGE_KEYS.language, lang);
  applyLanguageSideEffects(lang);
  await i18next.changeLanguage(lang);
};
