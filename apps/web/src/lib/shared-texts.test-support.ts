import { LANGUAGES, SHARED_MESSAGES } from '@zerg/shared';
import i18next from 'i18next';

/**
 * Gives the global i18next every language's shared texts, as `lib/i18n.ts` does one language at a
 * time in the browser, so the web's renderer (`lib/translate.ts`) has them in a unit test.
 */
export const withSharedTexts = async (): Promise<void> => {
  if (!i18next.isInitialized)
    // No language: the UI language stays what each test stores (`currentLanguage`).
    await i18next.init({ resources: {}, showSupportNotice: false });
  for (const lang of LANGUAGES) i18next.addResourceBundle(lang, 'shared', SHARED_MESSAGES[lang], true, true);
};
