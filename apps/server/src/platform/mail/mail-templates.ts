import type { Language, MailEvent } from '@zerg/shared';
import { localizeFacts } from './mail-facts.ts';
import { MAIL_TEMPLATES } from './mail-templates-catalog.ts';

export { MAIL_TEMPLATES } from './mail-templates-catalog.ts';

const fill = (text: string, facts: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    Object.hasOwn(facts, name) ? (facts[name] ?? '') : whole,
  );

/** The event's subject and text in `language`, with its facts filled in. */
export const renderMail = (event: MailEvent, language: Language, facts: Record<string, string>) => {
  const template = MAIL_TEMPLATES[event][language];
  const written = localizeFacts(event, language, facts);
  // A subject is one line whatever a fact holds, so no fact can add a mail header.
  return {
    subject: fill(template.subject, written).replace(/[\r\n]+/g, ' '),
    text: fill(template.body, written),
  };
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The HTML twin of a text mail, for the events that want to know it was read: the same words,
 * escaped, and a 1×1 image whose address is unique to the mail. Mail clients that block images
 * never ask for it, so an unopened mail may simply be a mail read with images off.
 */
export const htmlWithPixel = (text: string, pixelUrl: string) =>
  `<!doctype html><html><body><div style="font-family:sans-serif;white-space:pre-wrap">${escapeHtml(text)}</div><img src="${escapeHtml(pixelUrl)}" width="1" height="1" alt="" style="display:block;border:0"></body></html>`;
