import { centsToMoney, moneyToCents } from '@zerg/shared';
import { csvCell } from '../../platform/export/spreadsheet-text.ts';

/** One worker's deposit as the bank files write it: the stored amount to the CTS account on record. */
export type CtsDepositRow = {
  documentType: string;
  documentNumber: string;
  paternalSurname: string;
  maternalSurname: string | null;
  firstNames: string;
  bank: string;
  bankName: string;
  accountNumber: string;
  cci: string;
  currency: 'PEN' | 'USD';
  /** In soles, as the run stored it. */
  amount: string;
  /** The remuneration computable for the deposit, which the banks' CTS forms also ask for. */
  computable: string;
};

export type CtsFileContext = { ruc: string; year: number; month: number };

/** SUNAT table 3 code → the short name the banks' forms use. */
const DOCUMENT_SHORT: Record<string, string> = { '01': 'DNI', '04': 'CE', '06': 'RUC', '07': 'PAS' };

/** Upper-case ASCII: the banks' text files take neither accents nor the ñ. */
export const bankText = (text: string, max: number) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9 ]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .toUpperCase()
    .slice(0, max);

const digits = (text: string) => text.replace(/\D/g, '');

export const totalOf = (rows: readonly CtsDepositRow[]) =>
  centsToMoney(rows.reduce((sum, r) => sum + moneyToCents(r.amount), 0n));

const surnames = (r: CtsDepositRow) => [r.paternalSurname, r.maternalSurname].filter(Boolean).join(' ');

export const GENERIC_COLUMNS = [
  'tipo_documento',
  'numero_documento',
  'apellido_paterno',
  'apellido_materno',
  'nombres',
  'banco',
  'nombre_banco',
  'cuenta_cts',
  'cci',
  'moneda_cuenta',
  'importe_soles',
] as const;

/**
 * The generic layout: one CSV row per worker with every fact a bank's CTS form asks for, for any
 * bank (and for upload templates the bank hands out). UTF-8 with a BOM so Excel reads the accents.
 */
export const genericCsv = (rows: readonly CtsDepositRow[]): string => {
  const lines = rows.map((r) =>
    [
      r.documentType,
      r.documentNumber,
      r.paternalSurname,
      r.maternalSurname ?? '',
      r.firstNames,
      r.bank,
      r.bankName,
      r.accountNumber,
      r.cci,
      r.currency,
      r.amount,
    ]
      .map(csvCell)
      .join(','),
  );
  return `\uFEFF${[GENERIC_COLUMNS.join(','), ...lines].join('\r\n')}\r\n`;
};

const period = (ctx: CtsFileContext) => `${ctx.year}${String(ctx.month).padStart(2, '0')}`;

/**
 * BCP: a control record (C) with the employer's RUC, the deposit's period, the count and the total,
 * then one detail record (D) per worker: document, name, CTS account at the BCP, currency, amount
 * and computable remuneration. Semicolon-separated; built from the fields the bank's mass CTS
 * deposit asks for, not from a published layout (module README).
 */
export const bcpFile = (ctx: CtsFileContext, rows: readonly CtsDepositRow[]): string => {
  const head = ['C', ctx.ruc, period(ctx), String(rows.length), totalOf(rows)].join(';');
  const details = rows.map((r) =>
    [
      'D',
      DOCUMENT_SHORT[r.documentType] ?? r.documentType,
      r.documentNumber,
      bankText(`${surnames(r)} ${r.firstNames}`, 40),
      digits(r.accountNumber),
      r.currency,
      r.amount,
      r.computable,
    ].join(';'),
  );
  return `${[head, ...details].join('\r\n')}\r\n`;
};

/**
 * Interbank: one record per worker with the employer's RUC, document, surnames and names apart,
 * the CTS account at Interbank, currency, amount, the deposit's month (05/11) and year, and the
 * computable remuneration; a last total record (T). Semicolon-separated; built from the fields the
 * bank's CTS payment asks for, not from a published layout (module README).
 */
export const interbankFile = (ctx: CtsFileContext, rows: readonly CtsDepositRow[]): string => {
  const month = String(ctx.month).padStart(2, '0');
  const details = rows.map((r) =>
    [
      ctx.ruc,
      DOCUMENT_SHORT[r.documentType] ?? r.documentType,
      r.documentNumber,
      bankText(surnames(r), 40),
      bankText(r.firstNames, 40),
      digits(r.accountNumber),
      r.currency,
      r.amount,
      month,
      String(ctx.year),
      r.computable,
    ].join(';'),
  );
  const total = ['T', String(rows.length), totalOf(rows)].join(';');
  return `${[...details, total].join('\r\n')}\r\n`;
};
