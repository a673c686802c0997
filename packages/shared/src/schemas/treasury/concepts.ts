import { z } from 'zod';
import { formatDate, formatPeriod } from '../../format/locale-format.ts';
import type { Language } from '../../i18n.ts';
import { msg } from '../../validation/message.ts';
import type { RenderMessage } from '../../validation/render-message.ts';

/**
 * What a movement the system wrote is for, as a code and its plain values (`2026-10`, `2026-12-02`,
 * `monthly`, a trip's code): each reader sees it in their language. The `concept` column keeps the
 * Spanish text for the books and for movements from before the codes; a user's own words stay there.
 */
export const TREASURY_CONCEPT_CODES = [
  'payroll_run',
  'quincena',
  'salary_advance',
  'loan',
  'trip_advance',
  'viatic',
  'settlement',
  'contributions',
  'reversal',
] as const;
export type TreasuryConceptCode = (typeof TREASURY_CONCEPT_CODES)[number];

export const ZTreasuryConceptParams = z.record(z.string(), z.string());
export type TreasuryConceptParams = z.infer<typeof ZTreasuryConceptParams>;

export type TreasuryConcept = { code: TreasuryConceptCode; params: TreasuryConceptParams };

/**
 * Who a movement the system wrote is with, when that is no client or worker (a payroll batch pays
 * the company's payroll): a code and its values, like the concept. Null: the name as stored.
 */
export const TREASURY_COUNTERPARTY_CODES = ['payroll'] as const;
export type TreasuryCounterpartyCode = (typeof TREASURY_COUNTERPARTY_CODES)[number];

/** Which params are periods, days or a run's kind: they are written in the reader's format. */
const localise = (
  lang: Language,
  params: TreasuryConceptParams,
  render: RenderMessage,
): TreasuryConceptParams => {
  const out = { ...params };
  if (out.period) out.period = formatPeriod(out.period.slice(0, 7), lang);
  if (out.from) out.from = formatDate(out.from, lang);
  if (out.to) out.to = formatDate(out.to, lang);
  if (out.kind) out.kind = render(lang, `treasury.conceptRunKind.${out.kind}`);
  return out;
};

/** The movement's concept in the language: from its code when it has one, else the stored text. */
export const treasuryConceptText = (
  lang: Language,
  row: { concept: string; conceptCode?: string | null; conceptParams?: TreasuryConceptParams | null },
  render: RenderMessage,
): string => {
  const code = row.conceptCode;
  if (!code || !(TREASURY_CONCEPT_CODES as readonly string[]).includes(code)) return row.concept;
  const params = localise(lang, row.conceptParams ?? {}, render);
  return (
    render(lang, msg(`treasury.conceptText.${code}`, params))
      // A loan without a note: no dangling colon after its words.
      .replace(/\s*:\s*$/, '')
      .trim()
  );
};

/** The movement's counterparty in the language: from its code when it has one, else the stored name. */
export const treasuryCounterpartyText = (
  lang: Language,
  row: {
    counterpartyName: string;
    counterpartyCode?: string | null;
    counterpartyParams?: TreasuryConceptParams | null;
  },
  render: RenderMessage,
): string => {
  const code = row.counterpartyCode;
  if (!code || !(TREASURY_COUNTERPARTY_CODES as readonly string[]).includes(code))
    return row.counterpartyName;
  return render(lang, msg(`treasury.counterpartyText.${code}`, row.counterpartyParams ?? {}));
};
