import { ZOpeningBalanceRow } from '@zerg/shared';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import type { FieldErrors } from '../../platform/errors/app-error.ts';
import type { ImportRow } from './employee-import.ts';

/** The columns of the opening-balance file, one row per worker and month, in template order. */
export const OPENING_COLUMNS = [
  'document_type',
  'document_number',
  'year',
  'month',
  'income',
  'quinta_withheld',
  'gratificacion',
  'cts',
  'vacation_days',
] as const;

export type OpeningColumn = (typeof OPENING_COLUMNS)[number];
export type OpeningRowInput = z.output<typeof ZOpeningBalanceRow>;

/** Form field → file column, so that a refused row names the column the user typed in. */
const COLUMN_OF: Record<string, OpeningColumn> = {
  year: 'year',
  month: 'month',
  income: 'income',
  quintaWithheld: 'quinta_withheld',
  gratificacion: 'gratificacion',
  cts: 'cts',
  vacationDays: 'vacation_days',
};

const DOC_ALIASES: Record<string, string> = {
  DNI: '01',
  CE: '04',
  RUC: '06',
  PASAPORTE: '07',
  PASSPORT: '07',
};

const whole = (v: string | undefined) => (v === undefined ? undefined : /^-?\d+$/.test(v) ? Number(v) : v);

export type ParsedOpeningRow =
  | { ok: true; documentType: string; documentNumber: string; input: OpeningRowInput }
  | { ok: false; errors: FieldErrors };

/**
 * One file row checked like the form: amounts as decimal strings (never through a float), year,
 * month and days as whole numbers. Errors are keyed by the file's column names.
 */
export const parseOpeningRow = (values: ImportRow<OpeningColumn>['values']): ParsedOpeningRow => {
  const errors: FieldErrors = {};
  const docType = values.document_type?.trim().toUpperCase();
  const documentType = DOC_ALIASES[docType ?? ''] ?? docType;
  if (!documentType) errors.document_type = ['validation.required'];
  if (!values.document_number) errors.document_number = ['validation.required'];
  const parsed = ZOpeningBalanceRow.safeParse({
    year: whole(values.year),
    month: whole(values.month),
    income: values.income,
    quintaWithheld: values.quinta_withheld,
    gratificacion: values.gratificacion,
    cts: values.cts,
    vacationDays: whole(values.vacation_days),
  });
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      const key = COLUMN_OF[String(issue.path[0])] ?? String(issue.path[0] ?? '_');
      errors[key] = [...(errors[key] ?? []), issue.message];
    }
  if (Object.keys(errors).length || !parsed.success || !documentType || !values.document_number)
    return { ok: false, errors };
  return { ok: true, documentType, documentNumber: values.document_number.trim(), input: parsed.data };
};

/** The template: the header row and two example rows (a worker's January and February). */
export const openingTemplate = async (): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('opening-balances');
  sheet.addRow([...OPENING_COLUMNS]);
  sheet.addRow(['01', '45871236', 2023, 1, '4100.00', '232.50', '0.00', '0.00', 0]);
  sheet.addRow(['01', '45871236', 2023, 2, '3950.00', '232.50', '0.00', '0.00', 5]);
  sheet.getRow(1).font = { bold: true };
  sheet.columns.forEach((c) => {
    c.width = 16;
  });
  return Buffer.from(await book.xlsx.writeBuffer());
};
