import ExcelJS from 'exceljs';
import { readSheetTable } from '../../platform/import/sheet-import.ts';

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

/**
 * Reads the first sheet of an .xlsx or a .csv file into rows keyed by the header's column names;
 * columns not in `columns` are ignored. CSV cells stay text: a DNI or a document-type code keeps its
 * leading zero, an amount its decimals.
 */
export const readImportFile = async <C extends string = ImportColumn>(
  data: Buffer,
  mimeType: string,
  columns: readonly C[] = IMPORT_COLUMNS as unknown as readonly C[],
): Promise<ImportRow<C>[]> => (await readSheetTable(data, mimeType, columns, { csvAsText: true })).rows;

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
