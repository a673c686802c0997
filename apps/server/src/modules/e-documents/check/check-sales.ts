import { divRound, near, scaled, sum, times, unscaled } from '../ubl/decimal.ts';
import { checkCode, checkDates, checkIdentities, checkNotBefore, isDate } from './check-common.ts';
import { checkTotals } from './check-totals.ts';
import {
  CREDIT_NOTE_REASONS,
  CURRENCIES,
  DEBIT_NOTE_REASONS,
  DETRACTION_CODES,
  LEGENDS,
  OPERATION_TYPES,
  PAYMENT_MEANS,
  SERIES_PATTERN,
} from './sunat-catalog.ts';
import { type Parsed, pathOf, type Report } from './xml-query.ts';

/** SERIES: F… for a factura and the notes that modify one, B… for boletas and theirs (SUNAT's guides). */
const seriesFor = (type: string | undefined) =>
  type === '03' ? SERIES_PATTERN.boleta : SERIES_PATTERN.factura;

const checkSeries = (doc: Parsed, report: Report): void => {
  const root = `/${doc.root.nodeName}`;
  const id = doc.value('cbc:ID') ?? '';
  const [series = '', number = ''] = id.split('-');
  const isInvoice = doc.root.localName === 'Invoice';
  const type = isInvoice
    ? doc.value('cbc:InvoiceTypeCode')
    : doc.value('cac:BillingReference/cac:InvoiceDocumentReference/cbc:DocumentTypeCode');
  if (!/^\d{1,8}$/.test(number))
    report.fail(
      'SERIES',
      `${root}/cbc:ID`,
      `"${id}" is not SERIES-NUMBER with a number of up to eight digits`,
    );
  if (!seriesFor(type).test(series))
    report.fail('SERIES', `${root}/cbc:ID`, `series "${series}" does not match document type ${type ?? ''}`);
  if (isInvoice) return;
  const reference = doc.all('cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID')[0];
  const referenced = reference?.textContent?.trim() ?? '';
  if (reference && !seriesFor(type).test(referenced.split('-')[0] ?? ''))
    report.fail(
      'SERIES',
      pathOf(reference),
      `the modified document "${referenced}" does not match its type ${type ?? ''}`,
    );
  if (reference && doc.value('cac:DiscrepancyResponse/cbc:ReferenceID') !== referenced)
    report.fail(
      'REFERENCE',
      `${root}/cac:DiscrepancyResponse/cbc:ReferenceID`,
      'differs from the billing reference',
    );
};

const checkCatalogues = (doc: Parsed, report: Report): void => {
  const name = doc.root.localName;
  if (name === 'Invoice') {
    checkCode(doc, 'cbc:InvoiceTypeCode', '01', ['01', '03'], report);
    checkCode(
      doc,
      'cbc:InvoiceTypeCode',
      '51',
      OPERATION_TYPES,
      report,
      (n) => n.getAttribute('listID') ?? undefined,
    );
  } else {
    checkCode(
      doc,
      'cac:BillingReference/cac:InvoiceDocumentReference/cbc:DocumentTypeCode',
      '01',
      ['01', '03'],
      report,
    );
    const [catalogue, codes] =
      name === 'CreditNote' ? ['09', CREDIT_NOTE_REASONS] : ['10', DEBIT_NOTE_REASONS];
    checkCode(doc, 'cac:DiscrepancyResponse/cbc:ResponseCode', catalogue, codes, report);
  }
  checkCode(doc, 'cbc:DocumentCurrencyCode', '02', CURRENCIES, report);
  checkCode(doc, 'cbc:Note', '52', LEGENDS, report, (n) => n.getAttribute('languageLocaleID') ?? undefined);
  checkIdentities(doc, ['cac:AccountingSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID'], report);
  checkIdentities(doc, ['cac:AccountingCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID'], report);
  if (doc.value('cac:AccountingSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID/@schemeID') !== '6')
    report.fail(
      'ISSUER-RUC',
      `/${doc.root.nodeName}/cac:AccountingSupplierParty`,
      'the issuer is identified by its RUC (type 6)',
    );
  if (
    doc.value('cbc:InvoiceTypeCode') === '01' &&
    doc.value('cac:AccountingCustomerParty//cbc:ID/@schemeID') !== '6'
  )
    report.fail(
      'CUSTOMER-RUC',
      `/${doc.root.nodeName}/cac:AccountingCustomerParty`,
      'a factura is issued to a RUC (type 6)',
    );
};

/** CURRENCY: every amount is in the document's currency, except the detracción (always soles). */
const checkCurrencies = (doc: Parsed, report: Report): void => {
  const currency = doc.value('cbc:DocumentCurrencyCode');
  for (const node of doc.all("//*[@currencyID and not(ancestor::cac:PaymentTerms[cbc:ID='Detraccion'])]"))
    if (node.getAttribute('currencyID') !== currency)
      report.fail(
        'CURRENCY',
        pathOf(node),
        `amount in ${node.getAttribute('currencyID') ?? ''}, document in ${currency ?? ''}`,
      );
};

/**
 * DETRACTION: an operation 1001 carries legend 2006, the Banco de la Nación account (cac:PaymentMeans,
 * catálogo 59) and the cac:PaymentTerms with its catálogo 54 code, percent and amount in soles;
 * in a document in soles, the amount is the percent of the total (to the cent, or rounded to whole
 * soles as the deposit may be).
 */
const checkDetraction = (doc: Parsed, report: Report): void => {
  const root = `/${doc.root.nodeName}`;
  const operation = doc.value('cbc:InvoiceTypeCode/@listID');
  const terms = doc.all("cac:PaymentTerms[cbc:ID='Detraccion']")[0];
  const means = doc.all("cac:PaymentMeans[cbc:ID='Detraccion']")[0];
  if (operation !== '1001') {
    if (terms || means)
      report.fail('DETRACTION', `${root}/cbc:InvoiceTypeCode`, 'a detracción needs operation type 1001');
    return;
  }
  if (!terms || !means) {
    report.fail(
      'DETRACTION',
      `${root}/cac:PaymentTerms`,
      'operation 1001 needs the detracción payment means and terms',
    );
    return;
  }
  if (!doc.all("cbc:Note[@languageLocaleID='2006']").length)
    report.fail('DETRACTION', `${root}/cbc:Note`, 'operation 1001 needs legend 2006');
  checkCode(doc, "cac:PaymentTerms[cbc:ID='Detraccion']/cbc:PaymentMeansID", '54', DETRACTION_CODES, report);
  checkCode(doc, "cac:PaymentMeans[cbc:ID='Detraccion']/cbc:PaymentMeansCode", '59', PAYMENT_MEANS, report);
  // The account as billing's settings take it (ZDetractionAccount): digits, dashes between them.
  if (!/^\d[\d-]{6,18}\d$/.test(doc.value('cac:PayeeFinancialAccount/cbc:ID', means) ?? ''))
    report.fail(
      'DETRACTION',
      `${pathOf(means)}/cac:PayeeFinancialAccount/cbc:ID`,
      'the Banco de la Nación account is missing',
    );
  const amountNode = doc.all('cbc:Amount', terms)[0];
  const amount = amountNode?.textContent?.trim() ?? '';
  if (amountNode?.getAttribute('currencyID') !== 'PEN') {
    report.fail('DETRACTION', `${pathOf(terms)}/cbc:Amount`, 'the detracción amount is in soles (PEN)');
    return;
  }
  if (doc.value('cbc:DocumentCurrencyCode') !== 'PEN') return;
  const total = doc.value('cac:LegalMonetaryTotal/cbc:PayableAmount') ?? '0';
  const percent = doc.value('cbc:PaymentPercent', terms) ?? '0';
  const exact = times(total, times(percent, '0.01', 6), 2);
  const whole = unscaled(divRound(scaled(exact, 2), 100n) * 100n, 2);
  if (!near(amount, exact) && !near(amount, whole))
    report.fail(
      'DETRACTION-AMOUNT',
      `${pathOf(terms)}/cbc:Amount`,
      `${amount} is not ${percent} % of ${total} = ${exact}`,
    );
};

/**
 * PAYMENT-TERMS (Resolución 193-2020/SUNAT): a factura says Contado or Credito; credit carries
 * the net amount owed, not above the total, and instalments (Cuota001…) adding up to it, each due
 * after the issue date.
 */
const checkPaymentTerms = (doc: Parsed, report: Report): void => {
  const root = `/${doc.root.nodeName}`;
  const head = doc.all("cac:PaymentTerms[cbc:ID='FormaPago'][1]")[0];
  if (!head) {
    if (doc.value('cbc:InvoiceTypeCode') === '01')
      report.fail('PAYMENT-TERMS', `${root}/cac:PaymentTerms`, 'a factura states its forma de pago');
    return;
  }
  const kind = doc.value('cbc:PaymentMeansID', head);
  if (kind === 'Contado') return;
  if (kind !== 'Credito') {
    report.fail(
      'PAYMENT-TERMS',
      `${pathOf(head)}/cbc:PaymentMeansID`,
      `"${kind ?? ''}" is neither Contado nor Credito`,
    );
    return;
  }
  const net = doc.value('cbc:Amount', head) ?? '0';
  const payable = doc.value('cac:LegalMonetaryTotal/cbc:PayableAmount') ?? '0';
  if (scaled(net, 2) <= 0n || scaled(net, 2) > scaled(payable, 2))
    report.fail(
      'PAYMENT-TERMS',
      `${pathOf(head)}/cbc:Amount`,
      `net amount ${net} must be above zero and at most ${payable}`,
    );
  const quotas = doc.all("cac:PaymentTerms[cbc:ID='FormaPago'][starts-with(cbc:PaymentMeansID, 'Cuota')]");
  const quotaSum = sum(quotas.map((q) => doc.value('cbc:Amount', q) ?? '0'));
  if (!quotas.length || !near(quotaSum, net))
    report.fail(
      'PAYMENT-TERMS',
      `${root}/cac:PaymentTerms`,
      `instalments add up to ${quotaSum}, not the net amount ${net}`,
    );
  const issue = doc.value('cbc:IssueDate');
  for (const quota of quotas) {
    const due = doc.value('cbc:PaymentDueDate', quota);
    if (!isDate(due) || (isDate(issue) && due <= issue))
      report.fail(
        'PAYMENT-TERMS',
        `${pathOf(quota)}/cbc:PaymentDueDate`,
        `instalment due "${due ?? ''}" must be a date after the issue date`,
      );
  }
};

/** The product's own rules of a factura, boleta or note, beyond the schema. */
export const checkSalesRules = (doc: Parsed, report: Report): void => {
  checkSeries(doc, report);
  checkCatalogues(doc, report);
  checkCurrencies(doc, report);
  checkDates(doc, ['cbc:IssueDate', 'cbc:DueDate', 'cac:PaymentTerms/cbc:PaymentDueDate'], report);
  checkNotBefore(doc, 'cbc:IssueDate', 'cbc:DueDate', report);
  checkDetraction(doc, report);
  checkPaymentTerms(doc, report);
  checkTotals(doc, report);
};
