import type { ErrorCode } from '../errors.ts';
import type { Language } from '../i18n.ts';
import de from '../locales/de.json' with { type: 'json' };
import en from '../locales/en.json' with { type: 'json' };
import es from '../locales/es.json' with { type: 'json' };
import fr from '../locales/fr.json' with { type: 'json' };
import pt from '../locales/pt.json' with { type: 'json' };
import { type MessageParams, parseMsg } from './message.ts';

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

/** Renders a `key|params` validation message; unknown keys come back as the generic message. */
export const translateMessage = (lang: Language, message: string): string => {
  const { key, params } = parseMsg(message);
  const template = lookup(lang, key) ?? lookup('en', key) ?? lookup(lang, 'validation.invalid') ?? message;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
};

/** The message of an error code; `params` fill its `{{placeholders}}` (e.g. how many still use a row). */
export const translateError = (lang: Language, code: ErrorCode, params: MessageParams = {}): string =>
  (lookup(lang, `errors.${code}`) ?? lookup('en', `errors.${code}`) ?? code).replace(
    /\{\{(\w+)\}\}/g,
    (_, name: string) => String(params[name] ?? ''),
  );

/** Renders every message of a field map (`{ field: [message] }`), as error and warning bodies carry them. */
export const translateFields = (lang: Language, fields: Record<string, string[]>): Record<string, string[]> =>
  Object.fromEntries(
    Object.entries(fields).map(([field, messages]) => [
      field,
      messages.map((m) => translateMessage(lang, m)),
    ]),
  );
