import { isRuc } from '@zerg/shared';
import { IDENTITY_TYPES, isIn } from './sunat-catalog.ts';
import { type Parsed, pathOf, type Report } from './xml-query.ts';

/** A real calendar day written YYYY-MM-DD (2026-02-30 is not). */
export const isDate = (value: string | undefined): value is string => {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const d = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value;
};

export const isTime = (value: string | undefined): boolean =>
  !!value && /^([01]\d|2[0-3]):[0-5]\d:[0-5]\d$/.test(value);

/** DATE: each listed element holds a real date (and cbc:IssueTime a real time). */
export const checkDates = (doc: Parsed, expressions: string[], report: Report): void => {
  for (const expression of expressions)
    for (const node of doc.all(expression)) {
      const value = node.textContent?.trim();
      if (!isDate(value)) report.fail('DATE', pathOf(node), `"${value ?? ''}" is not a date YYYY-MM-DD`);
    }
  for (const node of doc.all('cbc:IssueTime')) {
    const value = node.textContent?.trim();
    if (!isTime(value)) report.fail('DATE', pathOf(node), `"${value ?? ''}" is not a time HH:MM:SS`);
  }
};

/** DATE-ORDER: `later` is not before `earlier` (ISO dates compare as text). */
export const checkNotBefore = (
  doc: Parsed,
  earlierExpression: string,
  laterExpression: string,
  report: Report,
): void => {
  const earlier = doc.value(earlierExpression);
  for (const node of doc.all(laterExpression)) {
    const later = node.textContent?.trim();
    if (isDate(earlier) && isDate(later) && later < earlier)
      report.fail('DATE-ORDER', pathOf(node), `${later} is before ${earlier} (${earlierExpression})`);
  }
};

/**
 * CATALOGUE-06 and RUC-CHECK-DIGIT for every identity document the expressions find: its type
 * (schemeID, or the given type) is in catálogo 06, and a RUC (type 6) has eleven digits, a valid
 * prefix and the module-11 check digit (`isRuc`, shared with the rest of the product).
 */
export const checkIdentities = (
  doc: Parsed,
  expressions: string[],
  report: Report,
  fixedType?: string,
): void => {
  for (const expression of expressions)
    for (const node of doc.all(expression)) {
      const type = fixedType ?? node.getAttribute('schemeID') ?? undefined;
      const value = node.textContent?.trim() ?? '';
      if (!isIn(IDENTITY_TYPES, type))
        report.fail(
          'CATALOGUE-06',
          pathOf(node),
          `identity document type "${type ?? ''}" is not in catálogo 06`,
        );
      else if (type === '6' && !isRuc(value))
        report.fail('RUC-CHECK-DIGIT', pathOf(node), `${value} is not a valid RUC (module 11 check digit)`);
      else if (type === '1' && !/^\d{8}$/.test(value))
        report.fail('DNI', pathOf(node), `${value} is not a DNI of eight digits`);
    }
};

/** CATALOGUE-nn: the element's code is one of the catalogue's. */
export const checkCode = (
  doc: Parsed,
  expression: string,
  catalogue: string,
  codes: readonly string[],
  report: Report,
  read: (node: Element) => string | undefined = (node) => node.textContent?.trim(),
): void => {
  for (const node of doc.all(expression)) {
    const code = read(node);
    if (!isIn(codes, code))
      report.fail(`CATALOGUE-${catalogue}`, pathOf(node), `"${code ?? ''}" is not in catálogo ${catalogue}`);
  }
};
