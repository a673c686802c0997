import type { JournalEntryKind, PleBook } from '@zerg/shared';

/*
 * SUNAT's electronic books (PLE, RS 286-2009/SUNAT Anexo 2 as amended; field tables in the README):
 * one record a line, fields separated by `|` and the record closed by a trailing `|`, lines ended by
 * CR LF, text in ISO-8859-1. Pure functions: the service reads the journal, these write the text.
 */

/** `AAAAMM00`: the month's period (the day is `00` for monthly books). */
export const plePeriod = (year: number, month: number): string =>
  `${String(year).padStart(4, '0')}${String(month).padStart(2, '0')}00`;

/** `YYYY-MM-DD` → `DD/MM/AAAA`; empty when there is no date. */
export const pleDate = (iso: string | null | undefined): string =>
  iso ? `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` : '';

/** Two decimals, a dot, no thousands separator; `-` before a negative amount. */
export const pleAmount = (value: string): string => {
  const negative = value.trim().startsWith('-');
  const [int = '0', dec = ''] = value.trim().replace('-', '').split('.');
  const digits = int.replace(/^0+(?=\d)/, '') || '0';
  return `${negative && /[1-9]/.test(int + dec) ? '-' : ''}${digits}.${dec.padEnd(2, '0').slice(0, 2)}`;
};

/**
 * Free text: SUNAT's general rule forbids `|`, `/` and `\` in a text field; line breaks would break
 * the record. Each becomes a space, runs of spaces one, cut to the field's length.
 */
export const pleText = (value: string | null | undefined, max = 200): string =>
  (value ?? '')
    .replace(/[|/\\\r\n\t]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max);

/** The correlativo's letter: A the year's opening entry, M an ordinary one, C a closing entry. */
const KIND_LETTER: Record<JournalEntryKind, string> = { opening: 'A', ordinary: 'M', closing: 'C' };

/** `M0001`: the letter of the entry's kind and the line's number in the entry. */
export const pleCorrelative = (kind: JournalEntryKind, lineNo: number): string =>
  `${KIND_LETTER[kind]}${String(lineNo).padStart(4, '0')}`;

/** One record: the fields joined by `|`, with the closing `|`. */
export const pleRecord = (fields: readonly string[]): string => `${fields.join('|')}|`;

/**
 * `LE<RUC><AAAA><MM>00<book>00<O><I><M><G>.txt`: operating company (1), with (1) or without (0)
 * content, in soles (1), generated for the PLE (1).
 */
export const pleFileName = (ruc: string, year: number, month: number, book: PleBook, hasContent: boolean) =>
  `LE${ruc}${plePeriod(year, month)}${book}001${hasContent ? '1' : '0'}11.txt`;

/** Typographic marks ISO-8859-1 lacks, written as their plain forms. */
const PLAIN: Record<string, string> = {
  '–': '-',
  '—': '-',
  '‘': "'",
  '’': "'",
  '“': '"',
  '”': '"',
  '…': '...',
};

/**
 * ISO-8859-1 bytes; a character outside it becomes its plain form (dashes, quotes), loses its
 * accent (NFD) or becomes `?`.
 */
export const pleBytes = (lines: readonly string[]): Buffer => {
  const text = lines.map((l) => `${l}\r\n`).join('');
  const latin = [...text]
    .map((ch) => {
      if (ch.charCodeAt(0) <= 0xff) return ch;
      const plain = PLAIN[ch];
      if (plain) return plain;
      const bare = ch.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      return bare.length === 1 && bare.charCodeAt(0) <= 0xff ? bare : '?';
    })
    .join('');
  return Buffer.from(latin, 'latin1');
};

/** A journal line as the PLE books read it. */
export type PleLine = {
  entryNumber: string;
  kind: JournalEntryKind;
  entryDate: string;
  entryDescription: string;
  lineNo: number;
  accountCode: string;
  debit: string;
  credit: string;
  description: string | null;
  partyDocType: string | null;
  partyDocNumber: string | null;
  docType: string | null;
  docSeries: string | null;
  docNumber: string | null;
  docDate: string | null;
  currency: string;
  costCentre: string | null;
};

/**
 * The 21 fields of a Libro Diario (5.1) record, the same as a Libro Mayor (6.1) record. A line
 * without a source document is type `00` (table 10, "Otros") numbered with its entry's CUO; its date
 * of operation is the entry's.
 */
export const pleJournalRecord = (year: number, month: number, l: PleLine): string =>
  pleRecord([
    plePeriod(year, month), // 1 periodo
    l.entryNumber, // 2 CUO
    pleCorrelative(l.kind, l.lineNo), // 3 correlativo A/M/C
    l.accountCode, // 4 cuenta contable
    '', // 5 unidad de operación
    pleText(l.costCentre, 24), // 6 centro de costos
    l.currency || 'PEN', // 7 moneda (table 4)
    l.partyDocNumber ? pleText(l.partyDocType, 1) : '', // 8 tipo de documento de identidad (table 2)
    l.partyDocNumber ? pleText(l.partyDocNumber, 15) : '', // 9 número de documento de identidad
    l.docType || '00', // 10 tipo de comprobante (table 10)
    l.docNumber ? pleText(l.docSeries, 20) : '', // 11 serie
    pleText(l.docNumber || l.entryNumber, 20), // 12 número del comprobante
    pleDate(l.entryDate), // 13 fecha contable
    '', // 14 fecha de vencimiento
    pleDate(l.docDate ?? l.entryDate), // 15 fecha de la operación o emisión
    pleText(l.description || l.entryDescription) || 'Asiento', // 16 glosa
    '', // 17 glosa referencial
    pleAmount(l.debit), // 18 debe
    pleAmount(l.credit), // 19 haber
    '', // 20 dato estructurado
    '1', // 21 estado: la operación corresponde al periodo
  ]);

/** The 8 fields of a Detalle del plan contable utilizado (5.3) record; plan `01` is the PCGE (table 17). */
export const plePlanRecord = (year: number, month: number, code: string, name: string): string =>
  pleRecord([plePeriod(year, month), code, pleText(name, 100), '01', '', '', '', '1']);
