import type { Language } from '@zerg/shared';

/* Words every document PDF prints the same way: the boleta, the hoja, the certificates, the CTS statement. */

const DOCUMENT_NAMES: Record<string, string> = { '01': 'DNI', '04': 'CE', '06': 'RUC', '07': 'PAS' };

/** "DNI 46789012": the document type by its usual name (SUNAT table 3 code otherwise) and number. */
export const documentLabel = (type: string, number: string) => `${DOCUMENT_NAMES[type] ?? type} ${number}`;

/** "20/09/2026": day, month and year in the order of the language ("en" as in Peru, day first). */
export const shortDate = (lang: Language, iso: string): string => {
  const [y, m, d] = iso.split('-').map(Number);
  if (!y || !m || !d) return iso;
  return new Intl.DateTimeFormat(lang === 'en' ? 'en-GB' : lang, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(y, m - 1, d)));
};
