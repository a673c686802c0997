import { type Language, type MessageParams, msg, translateMessage } from '@zerg/shared';

/**
 * What a notification says, kept as data: the shared locale key of its title and body
 * (`${key}Title`, `${key}Body`) and their placeholders. The bell renders it in the reader's language
 * at the time they read it, so switching the language changes what they read, old notices too.
 */
export type NoticeMessage = {
  key: string;
  params?: MessageParams;
  /** Placeholders whose value is itself a locale key (a state's name), rendered in the reader's language. */
  keyParams?: Record<string, string>;
  /** The same, written in lower case inside the sentence (German nouns keep their capital). */
  lowerKeyParams?: Record<string, string>;
};

const rendered = (lang: Language, keys: Record<string, string> | undefined, lower: boolean) =>
  Object.fromEntries(
    Object.entries(keys ?? {}).map(([name, key]) => {
      const text = translateMessage(lang, key);
      return [name, lower && lang !== 'de' ? text.toLocaleLowerCase(lang) : text];
    }),
  );

/** The title and body of a notice in one language. */
export const noticeText = (lang: Language, message: NoticeMessage): { title: string; body: string } => {
  const params = {
    ...message.params,
    ...rendered(lang, message.keyParams, false),
    ...rendered(lang, message.lowerKeyParams, true),
  };
  return {
    title: translateMessage(lang, msg(`${message.key}Title`, params)).trim(),
    body: translateMessage(lang, msg(`${message.key}Body`, params)).trim(),
  };
};
