import { checkCode, checkDates, checkIdentities, checkNotBefore, isDate } from './check-common.ts';
import { SERIES_PATTERN } from './sunat-catalog.ts';
import { type Parsed, pathOf, type Report } from './xml-query.ts';

/**
 * SUNAT receives a comunicación de baja up to seven calendar days after the voided documents' day
 * (the term the module README cites); later, SUNAT rejects it and the document stays valid.
 */
export const VOIDED_TERM_DAYS = 7;

const days = (from: string, to: string) =>
  (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

/**
 * The product's rules of a comunicación de baja: the identifier RA-YYYYMMDD-n of its own issue
 * date, the term, the issuer's RUC, and lines voiding facturas or their notes (boletas are voided
 * through the resumen diario, not here) with a reason.
 */
export const checkVoidedRules = (doc: Parsed, report: Report): void => {
  const root = `/${doc.root.nodeName}`;
  const id = doc.value('cbc:ID') ?? '';
  const issue = doc.value('cbc:IssueDate') ?? '';
  const reference = doc.value('cbc:ReferenceDate') ?? '';
  if (!/^RA-\d{8}-\d{1,5}$/.test(id) || id.slice(3, 11) !== issue.replaceAll('-', ''))
    report.fail('VOIDED-ID', `${root}/cbc:ID`, `"${id}" is not RA-YYYYMMDD-n of the issue date ${issue}`);
  checkDates(doc, ['cbc:IssueDate', 'cbc:ReferenceDate'], report);
  checkNotBefore(doc, 'cbc:ReferenceDate', 'cbc:IssueDate', report);
  if (isDate(issue) && isDate(reference) && days(reference, issue) > VOIDED_TERM_DAYS)
    report.fail(
      'VOIDED-TERM',
      `${root}/cbc:IssueDate`,
      `more than ${VOIDED_TERM_DAYS} days after ${reference}`,
    );
  checkIdentities(doc, ['cac:AccountingSupplierParty/cbc:CustomerAssignedAccountID'], report, '6');
  checkCode(doc, 'cac:AccountingSupplierParty/cbc:AdditionalAccountID', '06', ['6'], report);
  checkCode(doc, 'sac:VoidedDocumentsLine/cbc:DocumentTypeCode', '01', ['01', '07', '08'], report);
  doc.all('sac:VoidedDocumentsLine').forEach((line, i) => {
    if (doc.value('cbc:LineID', line) !== String(i + 1))
      report.fail('VOIDED-LINE', `${pathOf(line)}/cbc:LineID`, `line ${i + 1} is numbered ${i + 1}`);
    if (!SERIES_PATTERN.factura.test(doc.value('sac:DocumentSerialID', line) ?? ''))
      report.fail(
        'SERIES',
        `${pathOf(line)}/sac:DocumentSerialID`,
        'a baja voids facturas and their notes: series F…',
      );
    if (!/^\d{1,8}$/.test(doc.value('sac:DocumentNumberID', line) ?? ''))
      report.fail('VOIDED-LINE', `${pathOf(line)}/sac:DocumentNumberID`, 'the number is up to eight digits');
    if (!doc.value('sac:VoidReasonDescription', line))
      report.fail('VOIDED-LINE', `${pathOf(line)}/sac:VoidReasonDescription`, 'the reason is required');
  });
};
