import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import { XLSX_MIME } from '../export/xlsx.ts';

/**
 * Reading an import spreadsheet whose header row names the columns, and writing its template: every
 * import reads its file here (`sheet-import-job.ts` runs the employee, client and vehicle imports).
 */

export const SHEET_IMPORT_TYPES = [XLSX_MIME, 'text/csv'] as const;

export type SheetRow<C extends string> = { row: number; values: Partial<Record<C, string>> };

const text = (value: ExcelJS.CellValue): string => {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return text(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    return '';
  }
  return String(value);
};

export type SheetTable<C extends string> = {
  /** The header row's names, trimmed and in lower case, as the file has them. */
  header: string[];
  rows: SheetRow<C>[];
};

/**
 * The first sheet of an .xlsx (or a .csv) as its header and its rows keyed by the known header
 * names; blank rows dropped. `csvAsText` keeps CSV cells as written (a DNI or a document-type code
 * keeps its leading zero, an amount its decimals), as the employee import reads them.
 */
export const readSheetTable = async <C extends string>(
  data: Buffer,
  mimeType: string,
  columns: readonly C[],
  { csvAsText = false }: { csvAsText?: boolean } = {},
): Promise<SheetTable<C>> => {
  const book = new ExcelJS.Workbook();
  let sheet: ExcelJS.Worksheet | undefined;
  if (mimeType === 'text/csv') {
    // Spreadsheets saved with a Spanish locale write CSV with semicolons.
    const delimiter = data.includes(';'.charCodeAt(0)) && !data.includes(','.charCodeAt(0)) ? ';' : ',';
    sheet = await book.csv.read(Readable.from(data), {
      parserOptions: { delimiter },
      ...(csvAsText ? { map: (value: unknown) => value } : {}),
    });
  } else {
    await book.xlsx.load(data as unknown as ArrayBuffer);
    sheet = book.worksheets[0];
  }
  if (!sheet) return { header: [], rows: [] };
  const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).map((v) => text(v).trim().toLowerCase());
  const rows: SheetRow<C>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values: Partial<Record<C, string>> = {};
    header.forEach((key, i) => {
      if ((columns as readonly string[]).includes(key)) {
        const v = text(row.getCell(i).value).trim();
        if (v) values[key as C] = v;
      }
    });
    if (Object.keys(values).length) rows.push({ row: number, values });
  });
  return { header: header.filter(Boolean), rows };
};

/** The first sheet's rows keyed by the known header names; blank rows dropped. */
export const readSheet = async <C extends string>(
  data: Buffer,
  mimeType: string,
  columns: readonly C[],
): Promise<SheetRow<C>[]> => (await readSheetTable(data, mimeType, columns)).rows;

/** The template users fill in: the header row (bold) and example rows. */
export const sheetTemplate = async (name: string, columns: readonly string[], examples: string[][]) => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(name);
  sheet.addRow([...columns]);
  for (const example of examples) sheet.addRow(example);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((c) => {
    c.width = 20;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
};
