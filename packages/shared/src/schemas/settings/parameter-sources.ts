import { z } from 'zod';
import { formatDate, formatDecimal, formatPeriod } from '../../format/locale-format.ts';
import { LANGUAGES, type Language } from '../../i18n.ts';
import { msg } from '../../validation/message.ts';
import type { RenderMessage } from '../../validation/render-message.ts';

/**
 * Where a legal parameter the system seeded comes from, as a code and its plain values (a norm's
 * number, a date, a rate in percent): each reader sees it worded in their language. The `source`
 * column keeps the Spanish words; a source a user typed has no code and stays as typed.
 * The engine's seed (`DEFAULT_PARAMETER_HISTORY` of @zerg/payroll-pe) uses only these codes.
 */
export const PARAMETER_SOURCE_CODES = [
  'supreme_decree',
  'family_allowance',
  'essalud',
  'sis_microenterprise',
  'bonificacion',
  'bonificacion_eps',
  'onp',
  'afp_sisco_tender',
  'afp_premium_lowered',
  'afp_sbs_published',
  'premium_cap_unverified',
  'premium_cap_quarterly',
  'working_hours',
  'income_tax_deduction',
  'income_tax_brackets',
] as const;
export type ParameterSourceCode = (typeof PARAMETER_SOURCE_CODES)[number];

export const ZParameterSourceParams = z.record(z.string(), z.string());
export type ParameterSourceParams = z.infer<typeof ZParameterSourceParams>;

const DATE_PARAMS = ['since', 'approved', 'from', 'to', 'nextFrom'] as const;
const PERCENT_PARAMS = ['premium', 'nextPremium'] as const;

/** Dates, months and percentages in the reader's format; a quarter in their words. */
const localise = (
  lang: Language,
  params: ParameterSourceParams,
  render: RenderMessage,
): ParameterSourceParams => {
  const out = { ...params };
  for (const key of DATE_PARAMS) if (out[key]) out[key] = formatDate(out[key], lang);
  for (const key of PERCENT_PARAMS)
    if (out[key]) out[key] = formatDecimal(out[key], lang, { minDecimals: 2 });
  if (out.period) out.period = formatPeriod(out.period, lang);
  if (out.quarter) out.quarter = render(lang, `payrollParameters.sourceQuarter.q${out.quarter}`);
  return out;
};

/**
 * A legal parameter's source in the language: from its code when it has one, else the stored words.
 * `render` is the caller's renderer: the server holds every language, the web the one in use.
 */
export const parameterSourceText = (
  lang: Language,
  row: { source: string; sourceCode?: string | null; sourceParams?: ParameterSourceParams | null },
  render: RenderMessage,
): string => {
  const code = row.sourceCode;
  if (!code || !(PARAMETER_SOURCE_CODES as readonly string[]).includes(code)) return row.source;
  const params = localise(lang, row.sourceParams ?? {}, render);
  const text = render(lang, msg(`payrollParameters.sourceText.${code}`, params));
  // Values in force before the seed table starts say so, in the same words for every parameter.
  return params.since
    ? `${text} ${render(lang, msg('payrollParameters.sourceText.longStanding', params))}`
    : text;
};

/** Whether `typed` is the coded source as some language words it: an edit that kept the source. */
export const keepsParameterSource = (
  typed: string,
  row: { source: string; sourceCode?: string | null; sourceParams?: ParameterSourceParams | null },
  render: RenderMessage,
): boolean =>
  typed.trim() === row.source.trim() ||
  LANGUAGES.some((lang) => parameterSourceText(lang, row, render).trim() === typed.trim());
