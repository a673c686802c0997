import { type Language, messageRenderer } from '@zerg/shared';
import i18next from 'i18next';

// The shared messages as i18next holds them: the language in use and the fallback, downloaded with
// the rest of their texts (`lib/i18n.ts`), instead of all five bundled into the app.
const lookup = (lang: Language, key: string): string | undefined => {
  if (!i18next.isInitialized) return undefined;
  const text: unknown = i18next.getResource(lang, 'shared', key);
  return typeof text === 'string' ? text : undefined;
};

export const { translateMessage, translateError } = messageRenderer(lookup);
