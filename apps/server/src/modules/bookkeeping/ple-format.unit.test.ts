import { describe, expect, it } from 'vitest';
import {
  type PleLine,
  pleAmount,
  pleBytes,
  pleCorrelative,
  pleDate,
  pleFileName,
  pleJournalRecord,
  plePeriod,
  plePlanRecord,
  pleText,
} from './ple-format.ts';

const line: PleLine = {
  entryNumber: '2025-000007',
  kind: 'ordinary',
  entryDate: '2025-03-14',
  entryDescription: 'Factura de servicio de transporte',
  lineNo: 2,
  accountCode: '70321',
  debit: '0.00',
  credit: '1500.5',
  description: null,
  partyDocType: '6',
  partyDocNumber: '20100070970',
  docType: '01',
  docSeries: 'F001',
  docNumber: '00440',
  docDate: '2025-03-13',
  currency: 'PEN',
  costCentre: 'OPE',
};

describe('PLE field formats', () => {
  it('period AAAAMM00 (field 1 of 5.1, 5.3, 6.1)', () => {
    expect(plePeriod(2025, 3)).toBe('20250300');
    expect(plePeriod(2025, 12)).toBe('20251200');
  });

  it('dates DD/MM/AAAA (fields 13 and 15), empty without a date (14)', () => {
    expect(pleDate('2025-03-09')).toBe('09/03/2025');
    expect(pleDate(null)).toBe('');
  });

  it('amounts with two decimals, a dot and no thousands separator (18, 19)', () => {
    expect(pleAmount('1500.5')).toBe('1500.50');
    expect(pleAmount('0')).toBe('0.00');
    expect(pleAmount('0.00')).toBe('0.00');
    expect(pleAmount('1234567.891')).toBe('1234567.89');
    expect(pleAmount('-12.3')).toBe('-12.30');
    expect(pleAmount('007.10')).toBe('7.10');
  });

  it('text without |, / or \\ nor line breaks, cut to the field length (16)', () => {
    expect(pleText('Pago | viático 01/02\\x\r\nfin')).toBe('Pago viático 01 02 x fin');
    expect(pleText('a'.repeat(250))).toHaveLength(200);
    expect(pleText(null)).toBe('');
  });

  it('correlativo: A opening, M ordinary, C closing, then the line (field 3)', () => {
    expect(pleCorrelative('opening', 1)).toBe('A0001');
    expect(pleCorrelative('ordinary', 12)).toBe('M0012');
    expect(pleCorrelative('closing', 3)).toBe('C0003');
  });

  it('file name LE<RUC><AAAAMM00><book>00<O><I><M><G>.txt', () => {
    expect(pleFileName('20512345678', 2025, 3, '050100', true)).toBe('LE2051234567820250300050100001111.txt');
    expect(pleFileName('20512345678', 2025, 3, '060100', false)).toBe(
      'LE2051234567820250300060100001011.txt',
    );
    expect(pleFileName('20512345678', 2025, 3, '050300', true)).toHaveLength(37);
  });

  it('encodes ISO-8859-1 with CR LF; a character outside it loses its accent or becomes ?', () => {
    const bytes = pleBytes(['Añó|', 'ŝ€–|']);
    expect([...bytes]).toEqual([0x41, 0xf1, 0xf3, 0x7c, 0x0d, 0x0a, 0x73, 0x3f, 0x2d, 0x7c, 0x0d, 0x0a]);
  });
});

describe('PLE records', () => {
  it('5.1 / 6.1: 21 fields and the closing |', () => {
    const record = pleJournalRecord(2025, 3, line);
    expect(record).toBe(
      '20250300|2025-000007|M0002|70321||OPE|PEN|6|20100070970|01|F001|00440|14/03/2025||13/03/2025|Factura de servicio de transporte||0.00|1500.50||1|',
    );
    expect(record.split('|')).toHaveLength(22);
    expect(record.endsWith('|')).toBe(true);
  });

  it('5.1: a line without document is type 00 numbered with its CUO, dated the entry', () => {
    const record = pleJournalRecord(2025, 3, {
      ...line,
      kind: 'opening',
      lineNo: 1,
      partyDocType: null,
      partyDocNumber: null,
      docType: null,
      docSeries: null,
      docNumber: null,
      docDate: null,
      costCentre: null,
      description: 'Saldo de apertura',
      debit: '10',
      credit: '0',
    });
    expect(record).toBe(
      '20250300|2025-000007|A0001|70321|||PEN|||00||2025-000007|14/03/2025||14/03/2025|Saldo de apertura||10.00|0.00||1|',
    );
  });

  it('5.3: 8 fields, plan 01 (PCGE)', () => {
    const record = plePlanRecord(2025, 1, '1041', 'Cuentas corrientes operativas');
    expect(record).toBe('20250100|1041|Cuentas corrientes operativas|01||||1|');
    expect(record.split('|')).toHaveLength(9);
  });
});
