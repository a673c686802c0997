import type { Language } from '@zerg/shared';
import type { TDocumentDefinitions } from 'pdfmake/interfaces.js';

export { documentLabel, shortDate } from '../../platform/pdf/pdf-text.ts';

/** "20 de septiembre de 2026": the date a certificate is signed on. */
export const longDate = (lang: Language, iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
};

/** The page and styles both certificates share (the standard font, as the boletas: Latin-1 names). */
export const certificatePage = (
  title: string,
  content: TDocumentDefinitions['content'],
): TDocumentDefinitions => ({
  info: { title },
  pageSize: 'A4',
  pageMargins: [56, 56, 56, 56],
  defaultStyle: { font: 'Helvetica', fontSize: 10, lineHeight: 1.25 },
  styles: {
    title: { fontSize: 14, bold: true, alignment: 'center', margin: [0, 0, 0, 16] },
    subtitle: { fontSize: 10, alignment: 'center', margin: [0, -10, 0, 14] },
    section: { fontSize: 10.5, bold: true, margin: [0, 12, 0, 4], color: '#1f3a5f' },
    label: { bold: true, color: '#444' },
    total: { bold: true },
  },
  content,
});
