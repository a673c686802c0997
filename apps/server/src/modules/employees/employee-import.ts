import { Readable } from 'node:stream';
import ExcelJS from 'exceljs';

/** The columns of the import file, in template order; the header row must carry these keys. */
export const IMPORT_COLUMNS = [
  'document_type',
  'document_number',
  'first_names',
  'paternal_surname',
  'maternal_surname',
  'gender',
  'birth_date',
  'marital_status',
  'nationality',
  'mobile_phone',
  'personal_email',
  'address',
  'district_ubigeo',
  'campus',
  'area',
  'position',
  'personal_type',
  'labor_regime',
  'start_date',
  'contract_type',
  'contract_end_date',
  'salary',
  'pension_system',
  'cuspp',
  'afp_commission_type',
  'bank',
  'account_number',
  'cci',
] as const;

export type ImportColumn = (typeof IMPORT_COLUMNS)[number];
export type ImportRow<C extends string = ImportColumn> = { row: number; values: Partial<Record<C, string>> };

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

/**
 * Reads the first sheet of an .xlsx or a .csv file into rows keyed by the header's column names;
 * columns not in `columns` are ignored.
 */
export const readImportFile = async <C extends string = ImportColumn>(
  data: Buffer,
  mimeType: string,
  columns: readonly C[] = IMPORT_COLUMNS as unknown as readonly C[],
): Promise<ImportRow<C>[]> => {
  const book = new ExcelJS.Workbook();
  // Spreadsheets saved with a Spanish locale write CSV with semicolons.
  const delimiter = data.includes(';'.charCodeAt(0)) && !data.includes(','.charCodeAt(0)) ? ';' : ',';
  let sheet: ExcelJS.Worksheet | undefined;
  if (mimeType === 'text/csv')
    // Cells stay text: a DNI or a document-type code keeps its leading zero, an amount its decimals.
    sheet = await book.csv.read(Readable.from(data), {
      parserOptions: { delimiter },
      map: (value: unknown) => value,
    });
  else {
    await book.xlsx.load(data as unknown as ArrayBuffer);
    sheet = book.worksheets[0];
  }
  if (!sheet) return [];
  const header = (sheet.getRow(1).values as ExcelJS.CellValue[]).map((v) => text(v).trim().toLowerCase());
  const rows: ImportRow<C>[] = [];
  sheet.eachRow((row, number) => {
    if (number === 1) return;
    const values: ImportRow<C>['values'] = {};
    header.forEach((key, i) => {
      if ((columns as readonly string[]).includes(key)) {
        const v = text(row.getCell(i).value).trim();
        if (v) values[key as C] = v;
      }
    });
    if (Object.keys(values).length) rows.push({ row: number, values });
  });
  return rows;
};

/** The template users fill in: the header row and one example row. */
export const importTemplate = async (): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('employees');
  sheet.addRow([...IMPORT_COLUMNS]);
  sheet.addRow([
    '01',
    '45871236',
    'Juan Carlos',
    'Pérez',
    'Quispe',
    'M',
    '1990-05-14',
    'single',
    'PE',
    '(+51)987654321',
    'juan.perez@correo.pe',
    'Av. Brasil 1234',
    '150113',
    'Sede Central Lima',
    'Operaciones',
    'Despachador',
    'operations',
    'general',
    '2026-01-05',
    'indefinite',
    '',
    '2200.00',
    'integra',
    '123456PEQU12',
    'balance',
    '002',
    '19412345678012',
    '00219400123456780123',
  ]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((c) => {
    c.width = 18;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
};
