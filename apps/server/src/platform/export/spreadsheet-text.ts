/**
 * User text in a file a spreadsheet opens (OWASP "CSV injection"): a cell that starts with `=`,
 * `+`, `-`, `@`, a tab or a carriage return is evaluated as a formula by Excel, LibreOffice or
 * Sheets when the file is opened (CSV) or the cell is edited (XLSX, where it is stored as text).
 * Such text gets a leading single quote, so it stays text whatever the reader does. A plain number
 * written as text (`-12.50`) or a lone sign (`-` for "none") is not a formula and stays as it is.
 */
const FORMULA_START = /^[=+\-@\t\r]./s;
const PLAIN_NUMBER = /^[+-]?\d+(\.\d+)?$/;

export const neutraliseFormula = (value: string): string =>
  FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;

/** One CSV field: neutralised, then quoted when it holds a separator, a quote or a line break. */
export const csvCell = (value: string): string => {
  const safe = neutraliseFormula(value);
  return /[",\r\n;]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};
