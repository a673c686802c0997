import { limaDateParts } from '@zerg/shared';
import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';
import { sendFile } from '../http/send-file.ts';
import { neutraliseFormula } from './spreadsheet-text.ts';

export type XlsxColumn<T> = {
  header: string;
  width?: number;
  value: (row: T) => string | number | Date | null;
};

/**
 * Excel has no time zones: a cell shows the clock time it holds as if it were UTC. An instant is
 * written as Lima's clock shows it (the company's time), not as UTC, which reads five hours late.
 */
export const limaWallClock = (at: Date): Date => {
  const p = limaDateParts(at);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, at.getUTCMilliseconds()));
};

const cellOf = (value: string | number | Date | null) =>
  typeof value === 'string' ? neutraliseFormula(value) : value instanceof Date ? limaWallClock(value) : value;

/**
 * One sheet with a bold, frozen header row: the Excel export of every data table. Text is written
 * as text and never starts like a formula (`spreadsheet-text.ts`).
 */
export const toXlsx = async <T>(sheetName: string, columns: XlsxColumn<T>[], rows: T[]): Promise<Buffer> => {
  const book = new ExcelJS.Workbook();
  book.creator = 'Zerg Back Office';
  const sheet = book.addWorksheet(sheetName.slice(0, 31), { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = columns.map((c) => ({ header: neutraliseFormula(c.header), width: c.width ?? 20 }));
  sheet.getRow(1).font = { bold: true };
  for (const row of rows) sheet.addRow(columns.map((c) => cellOf(c.value(row))));
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
};

/** Rows an export may hold: enough for any real list, bounded so one request cannot exhaust memory. */
export const EXPORT_MAX_ROWS = 50_000;

export const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Answers a workbook as a download named `<name>.xlsx`: every export and import template. */
export const sendXlsx = (reply: FastifyReply, name: string, file: Buffer): FastifyReply =>
  sendFile(reply, { fileName: `${name}.xlsx`, mime: XLSX_MIME, content: file });
