import type { Language } from '../i18n.ts';
import de from '../locales/de.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import es from '../locales/es.json' with { type: 'json' };
import fr from '../locales/fr.json' with { type: 'json' };
import pt from '../locales/pt.json' with { type: 'json' };
import { messageRenderer } from './render-message.ts';

export type SharedMessages = typeof en;
export const SHARED_MESSAGES: Record<Language, SharedMessages> = { es, en, fr, de, pt };

const lookup = (lang: Language, key: string): string | undefined => {
  let node: unknown = SHARED_MESSAGES[lang];
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return typeof node === 'string' ? node : undefined;
};

// The server's renderer: every language in memory, for mail, notices, PDFs and error answers. The
// web renders with its own (`lib/translate.ts`) so a browser never downloads the four it does not use.
export const { translateMessage, translateError, translateFields } = /* @__PURE__ */ messageRenderer(lookup);
