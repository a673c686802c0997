import type { ErrorCode } from '../errors.ts';
import { formatDate, formatPeriod } from '../format/locale-format.ts';
import type { Language } from '../i18n.ts';
import { type MessageParams, parseMsg } from './message.ts';

/** One shared text by language and dotted key (`validation.required`), if that language has it. */
export type MessageLookup = (lang: Language, key: string) => string | undefined;

/** Renders a `key|params` message in a language: the server's or the web's `translateMessage`. */
export type RenderMessage = (lang: Language, message: string) => string;

export type MessageRenderer = {
  /** Renders a `key|params` validation message; unknown keys come back as the generic message. */
  translateMessage: (lang: Language, message: string) => string;
  /** The message of an error code; `params` fill its `{{placeholders}}` (e.g. how many still use a row). */
  translateError: (lang: Language, code: ErrorCode, params?: MessageParams) => string;
  /** Renders every message of a field map (`{ field: [message] }`), as error and warning bodies carry them. */
  translateFields: (lang: Language, fields: Record<string, string[]>) => Record<string, string[]>;
};

/**
 * A placeholder's value as the reader writes it: rules send days (`2026-02-01`) and months (`2026-07`)
 * as data, and the message shows them in the language's format ("01/02/2026", "julio de 2026").
 */
const shown = (lang: Language, value: MessageParams[string] | undefined): string => {
  const text = String(value ?? '');
  if (/^\d{4}-\d{2}-\d{2}$/.test(text)) return formatDate(text, lang);
  if (/^\d{4}-(0[1-9]|1[0-2])$/.test(text)) return formatPeriod(text, lang);
  return text;
};

const fill = (lang: Language, template: string, params: MessageParams) =>
  template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => shown(lang, params[name]));

/**
 * The shared messages rendered from wherever the texts live: the server holds all five languages in
 * memory, the web asks i18next, which downloads only the language in use.
 */
export const messageRenderer = (lookup: MessageLookup): MessageRenderer => {
  /**
   * The key's text, or with a `count` its plural form for the language (`_one`, `_many`, `_other`, as
   * `Intl.PluralRules` names them and i18next looks them up on the web), the count sent as number or digits.
   */
  const find = (lang: Language, key: string, params: MessageParams): string | undefined => {
    const count = params.count === undefined ? Number.NaN : Number(params.count);
    if (Number.isFinite(count)) {
      const form =
        lookup(lang, `${key}_${new Intl.PluralRules(lang).select(count)}`) ?? lookup(lang, `${key}_other`);
      if (form) return form;
    }
    return lookup(lang, key);
  };

  const translateMessage = (lang: Language, message: string): string => {
    const { key, params } = parseMsg(message);
    const template =
      find(lang, key, params) ?? find('en', key, params) ?? lookup(lang, 'validation.invalid') ?? message;
    return fill(lang, template, params);
  };

  const translateError = (lang: Language, code: ErrorCode, params: MessageParams = {}): string =>
    fill(lang, find(lang, `errors.${code}`, params) ?? find('en', `errors.${code}`, params) ?? code, params);

  const translateFields = (lang: Language, fields: Record<string, string[]>): Record<string, string[]> =>
    Object.fromEntries(
      Object.entries(fields).map(([field, messages]) => [
        field,
        messages.map((m) => translateMessage(lang, m)),
      ]),
    );

  return { translateMessage, translateError, translateFields };
};
