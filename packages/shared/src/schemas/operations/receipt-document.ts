import { msg } from '../../validation/message.ts';
import { isRuc } from '../../validation/peru.ts';
import { validDocument } from '../../validation/rules.ts';
import { centsToMoney, moneyToCents } from '../money.ts';
import type { SettlementConcept } from './settlement-balance.ts';

/*
 * The source document of a trip expense (the receipt the driver brings back), checked by the same
 * rules on the web form and on the server. Types are SUNAT's table 10 (Anexo 3 of R.S.
 * 286-2009/SUNAT, the PLE tables): 01 factura, 03 boleta de venta, 12 ticket de máquina
 * registradora, 00 otros (a toll receipt without RUC, an expense without a document).
 */

export const RECEIPT_DOC_TYPES = ['01', '03', '12', '00'] as const;
export type ReceiptDocType = (typeof RECEIPT_DOC_TYPES)[number];

/** What the expense is, which decides its account (bookkeeping README, "Trip expenses"). */
export const EXPENSE_NATURES = ['fuel', 'tolls', 'meals', 'lodging', 'local_transport', 'other'] as const;
export type ExpenseNature = (typeof EXPENSE_NATURES)[number];

/** The natures a concept's line may take; the first is the default. */
export const NATURES_OF_CONCEPT: Record<SettlementConcept, readonly ExpenseNature[]> = {
  tolls: ['tolls'],
  fuel: ['fuel'],
  viatics: ['meals', 'lodging', 'local_transport'],
  other: ['other'],
};

/** IGV rate (TUO de la Ley del IGV, art. 17: 16 % + 2 % Impuesto de Promoción Municipal). */
export const IGV_RATE_PERCENT = 18n;

/**
 * How far a receipt's IGV may be from 18 % of its base: one céntimo. An electronic factura computes
 * the IGV per item and rounds each to the céntimo (SUNAT's UBL 2.1 validations accept ±1 per total),
 * so a receipt of several items may differ from 18 % of the total base by that rounding.
 */
export const IGV_TOLERANCE_CENTS = 1n;

/**
 * Series by type (Reglamento de Comprobantes de Pago, R.S. 007-99/SUNAT, and the electronic issuing
 * systems): a factura's electronic series is four characters starting with F (R.S. 097-2012/SUNAT,
 * SEE del contribuyente), `E001` when issued on SUNAT's portal (SEE-SOL, R.S. 188-2010/SUNAT), or
 * four digits on a pre-printed paper form; a boleta's likewise starts with B, `EB01` on SEE-SOL, or
 * four digits; a ticket carries the machine's series (up to 20 letters or digits, the PLE's width);
 * "otros" whatever the document shows.
 */
const SERIES_RULES: Record<ReceiptDocType, { re: RegExp; key: string }> = {
  '01': { re: /^(F[A-Z0-9]{3}|E001|\d{4})$/, key: 'validation.docSeriesFactura' },
  '03': { re: /^(B[A-Z0-9]{3}|EB01|\d{4})$/, key: 'validation.docSeriesBoleta' },
  '12': { re: /^[A-Z0-9-]{1,20}$/, key: 'validation.docSeriesFree' },
  '00': { re: /^[A-Z0-9-]{1,20}$/, key: 'validation.docSeriesFree' },
};

/** The correlative number: 1 to 8 digits (the electronic correlative runs to 99999999). */
const NUMBER_RE = /^\d{1,8}$/;
const MONEY_RE = /^\d{1,9}(\.\d{1,2})?$/;

export type ReceiptDocumentInput = {
  concept: SettlementConcept;
  nature?: ExpenseNature | null;
  amount: string;
  docType: ReceiptDocType;
  docSeries?: string | null;
  docNumber?: string | null;
  supplierRuc?: string | null;
  base?: string | null;
  igv?: string | null;
};

export type ReceiptIssue = { field: keyof ReceiptDocumentInput; message: string };

const blank = (v: string | null | undefined) => v === null || v === undefined || v.trim() === '';

/** 18 % of a base, rounded half up to the céntimo. */
export const igvOf = (base: string): string =>
  centsToMoney((moneyToCents(base) * IGV_RATE_PERCENT + 50n) / 100n);

/**
 * Every rule the receipt breaks, each naming its field (empty: the receipt is right). A document
 * other than "otros" needs its series, number and the supplier's RUC (11 digits, prefix 10/15/17/20
 * and the mod-11 check digit); only a factura carries IGV, and then 18 % of the base within a
 * céntimo, base + IGV being the amount paid. A factura may carry no IGV (an exonerated sale, e.g.
 * fuel sold in the Amazonía under Ley 27037): base = amount then.
 */
export const receiptDocumentIssues = (r: ReceiptDocumentInput): ReceiptIssue[] => {
  const issues: ReceiptIssue[] = [];
  const add = (field: ReceiptIssue['field'], message: string) => issues.push({ field, message });
  if (r.nature && !NATURES_OF_CONCEPT[r.concept].includes(r.nature))
    add('nature', msg('validation.natureOfConcept'));
  const documented = r.docType !== '00';
  const series = r.docSeries?.trim().toUpperCase() ?? '';
  if (series === '') {
    if (documented) add('docSeries', msg('validation.required'));
  } else if (!SERIES_RULES[r.docType].re.test(series)) add('docSeries', msg(SERIES_RULES[r.docType].key));
  const number = r.docNumber?.trim() ?? '';
  if (number === '') {
    if (documented) add('docNumber', msg('validation.required'));
  } else if (!NUMBER_RE.test(number)) add('docNumber', msg('validation.docNumber'));
  const ruc = r.supplierRuc?.trim() ?? '';
  if (ruc === '') {
    if (documented) add('supplierRuc', msg('validation.required'));
  } else if (!validDocument().safeParse(ruc).success) {
    // valid-document first: a RUC of the wrong length says how long it must be, not just "not valid".
    add('supplierRuc', msg('validation.document'));
  } else if (!isRuc(ruc)) add('supplierRuc', msg('validation.ruc'));

  if (!MONEY_RE.test(r.amount)) return issues;
  const igvGiven = !blank(r.igv) && MONEY_RE.test(String(r.igv)) && moneyToCents(String(r.igv)) !== 0n;
  if (!blank(r.igv) && !MONEY_RE.test(String(r.igv))) add('igv', msg('validation.moneyFormat'));
  if (!blank(r.base) && !MONEY_RE.test(String(r.base))) {
    add('base', msg('validation.moneyFormat'));
    return issues;
  }
  if (r.docType !== '01') {
    if (igvGiven) add('igv', msg('validation.igvOnlyFactura'));
    if (!blank(r.base) && moneyToCents(String(r.base)) !== moneyToCents(r.amount))
      add('base', msg('validation.baseIsAmount', { amount: centsToMoney(moneyToCents(r.amount)) }));
    return issues;
  }
  if (blank(r.base)) {
    add('base', msg('validation.required'));
    return issues;
  }
  const base = String(r.base);
  const igv = igvGiven ? moneyToCents(String(r.igv)) : 0n;
  if (igv !== 0n) {
    const expected = moneyToCents(igvOf(base));
    const gap = igv > expected ? igv - expected : expected - igv;
    if (gap > IGV_TOLERANCE_CENTS)
      add('igv', msg('validation.igvRate', { expected: centsToMoney(expected) }));
  }
  if (moneyToCents(base) + igv !== moneyToCents(r.amount))
    add('base', msg('validation.receiptTotal', { amount: centsToMoney(moneyToCents(r.amount)) }));
  return issues;
};
