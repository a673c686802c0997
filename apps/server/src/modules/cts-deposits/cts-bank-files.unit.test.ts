import { describe, expect, it } from 'vitest';
import {
  bankText,
  bcpFile,
  type CtsDepositRow,
  GENERIC_COLUMNS,
  genericCsv,
  interbankFile,
  totalOf,
} from './cts-bank-files.ts';

const row = (over: Partial<CtsDepositRow> = {}): CtsDepositRow => ({
  documentType: '01',
  documentNumber: '42345678',
  paternalSurname: 'Flores',
  maternalSurname: 'Huamán',
  firstNames: 'María Elena',
  bank: '002',
  bankName: 'Banco de Crédito del Perú',
  accountNumber: '194-99887766-0-12',
  cci: '00219419988776601255',
  currency: 'PEN',
  amount: '1283.20',
  computable: '3079.67',
  ...over,
});
const ctx = { ruc: '20601234567', year: 2026, month: 5 };
const rows = [
  row(),
  row({
    documentType: '04',
    documentNumber: '001234567',
    paternalSurname: 'Muñoz',
    maternalSurname: null,
    amount: '0.85',
  }),
];

describe('the generic CSV', () => {
  it('has a header, one row per worker in the documented columns, and quotes what needs it', () => {
    const text = genericCsv([...rows, row({ firstNames: 'Ana, "Anita"' })]);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines[0]).toBe(GENERIC_COLUMNS.join(','));
    expect(lines[1]).toBe(
      '01,42345678,Flores,Huamán,María Elena,002,Banco de Crédito del Perú,194-99887766-0-12,00219419988776601255,PEN,1283.20',
    );
    expect(lines[2]?.split(',')[3]).toBe('');
    expect(lines[3]).toContain('"Ana, ""Anita"""');
  });
});

describe('the BCP file', () => {
  it('opens with a control record whose count and total are the details', () => {
    const [head, ...details] = bcpFile(ctx, rows).trimEnd().split('\r\n');
    expect(head).toBe(`C;20601234567;202605;2;${totalOf(rows)}`);
    expect(totalOf(rows)).toBe('1284.05');
    expect(details).toEqual([
      'D;DNI;42345678;FLORES HUAMAN MARIA ELENA;19499887766012;PEN;1283.20;3079.67',
      'D;CE;001234567;MUNOZ MARIA ELENA;19499887766012;PEN;0.85;3079.67',
    ]);
  });
});

describe('the Interbank file', () => {
  it('writes surnames and names apart with the period, and closes with the total', () => {
    const lines = interbankFile({ ...ctx, month: 11 }, rows)
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe(
      '20601234567;DNI;42345678;FLORES HUAMAN;MARIA ELENA;19499887766012;PEN;1283.20;11;2026;3079.67',
    );
    expect(lines.at(-1)).toBe('T;2;1284.05');
  });
});

describe('bank text', () => {
  it('drops accents, the ñ and punctuation, and cuts to the length', () => {
    expect(bankText("  Peña-O'Higgins  Núñez ", 40)).toBe('PENA O HIGGINS NUNEZ');
    expect(bankText('A'.repeat(50), 40)).toHaveLength(40);
  });
});
