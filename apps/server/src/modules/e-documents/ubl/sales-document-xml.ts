import { amountInWords } from './amount-in-words.ts';
import { documentLine, documentTaxTotal, monetaryTotal } from './sales-taxes-xml.ts';
import {
  amount,
  catalogue,
  documentId,
  issuerParty,
  type Node,
  serialise,
  signatureReference,
  simpleParty,
  text,
  ublRoot,
} from './ubl-common.ts';
import type { UblSalesDocument } from './ubl-input.ts';

/** The UBL 2.1 root of each catálogo 01 type the product issues. */
export const ROOT_OF_TYPE = {
  '01': 'Invoice',
  '03': 'Invoice',
  '07': 'CreditNote',
  '08': 'DebitNote',
} as const;

/** Catálogo 52 legends: 1000 amount in words, 2006 "Operación sujeta a detracción". */
export const LEGEND = { amountInWords: '1000', detraction: '2006' } as const;
export const DETRACTION_LEGEND = 'Operación sujeta a detracción';

/** Catálogo 59 (medios de pago) 001: "Depósito en cuenta", how the detracción reaches the BN account. */
const DEPOSIT_IN_ACCOUNT = '001';

const header = (root: Node, doc: UblSalesDocument): void => {
  text(root, 'cbc:UBLVersionID', '2.1');
  text(root, 'cbc:CustomizationID', '2.0', { schemeAgencyName: 'PE:SUNAT' });
  text(root, 'cbc:ID', documentId(doc.series, doc.number));
  text(root, 'cbc:IssueDate', doc.issueDate);
  text(root, 'cbc:IssueTime', doc.issueTime);
  const isInvoice = ROOT_OF_TYPE[doc.type] === 'Invoice';
  if (isInvoice && doc.dueDate) text(root, 'cbc:DueDate', doc.dueDate);
  if (isInvoice)
    text(root, 'cbc:InvoiceTypeCode', doc.type, {
      ...catalogue('01', 'Tipo de Documento'),
      listID: doc.operationType,
      name: 'Tipo de Operacion',
      listSchemeURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo51',
    });
  text(root, 'cbc:Note', amountInWords(doc.totalAmount, doc.currency), {
    languageLocaleID: LEGEND.amountInWords,
  });
  if (isInvoice && doc.detraction)
    text(root, 'cbc:Note', DETRACTION_LEGEND, { languageLocaleID: LEGEND.detraction });
  text(root, 'cbc:DocumentCurrencyCode', doc.currency, {
    listID: 'ISO 4217 Alpha',
    listName: 'Currency',
    listAgencyName: 'United Nations Economic Commission for Europe',
  });
};

/** Notes: cac:DiscrepancyResponse (catálogo 09 or 10) and cac:BillingReference to the modified document. */
const noteReferences = (root: Node, doc: UblSalesDocument): void => {
  const ref = doc.reference;
  if (!ref) return;
  const modified = documentId(ref.series, ref.number);
  const discrepancy = root.ele('cac:DiscrepancyResponse');
  text(discrepancy, 'cbc:ReferenceID', modified);
  text(
    discrepancy,
    'cbc:ResponseCode',
    ref.reasonCode,
    doc.type === '07'
      ? catalogue('09', 'Tipo de nota de credito')
      : catalogue('10', 'Tipo de nota de debito'),
  );
  text(discrepancy, 'cbc:Description', ref.reason);
  const billing = root.ele('cac:BillingReference').ele('cac:InvoiceDocumentReference');
  text(billing, 'cbc:ID', modified);
  text(billing, 'cbc:DocumentTypeCode', ref.type, catalogue('01', 'Tipo de Documento'));
};

/**
 * Detracción (SPOT, catálogo 54): cac:PaymentMeans with the Banco de la Nación account and
 * cac:PaymentTerms with the goods/service code, percent and amount, always in soles.
 */
const detraction = (root: Node, doc: UblSalesDocument): void => {
  const d = doc.detraction;
  if (!d || ROOT_OF_TYPE[doc.type] !== 'Invoice') return;
  const means = root.ele('cac:PaymentMeans');
  text(means, 'cbc:ID', 'Detraccion');
  text(means, 'cbc:PaymentMeansCode', DEPOSIT_IN_ACCOUNT, catalogue('59', 'Medio de pago'));
  text(means.ele('cac:PayeeFinancialAccount'), 'cbc:ID', d.account);
  const terms = root.ele('cac:PaymentTerms');
  text(terms, 'cbc:ID', 'Detraccion');
  text(terms, 'cbc:PaymentMeansID', d.code, catalogue('54', 'Codigo de detraccion'));
  text(terms, 'cbc:PaymentPercent', d.percent);
  amount(terms, 'cbc:Amount', d.amountPen, 'PEN');
};

/**
 * Forma de pago (SUNAT, Resolución 193-2020/SUNAT): "Contado", or "Credito" with the net amount
 * owed and one instalment per due date ("Cuota001"). Invoices only; notes carry it only for the
 * credit-note reason 13, which the product does not issue.
 */
const paymentTerms = (root: Node, doc: UblSalesDocument): void => {
  if (ROOT_OF_TYPE[doc.type] !== 'Invoice') return;
  const head = root.ele('cac:PaymentTerms');
  text(head, 'cbc:ID', 'FormaPago');
  if (doc.payment.kind === 'cash') {
    text(head, 'cbc:PaymentMeansID', 'Contado');
    return;
  }
  text(head, 'cbc:PaymentMeansID', 'Credito');
  amount(head, 'cbc:Amount', doc.payment.netAmount, doc.currency);
  const quota = root.ele('cac:PaymentTerms');
  text(quota, 'cbc:ID', 'FormaPago');
  text(quota, 'cbc:PaymentMeansID', 'Cuota001');
  amount(quota, 'cbc:Amount', doc.payment.netAmount, doc.currency);
  text(quota, 'cbc:PaymentDueDate', doc.payment.dueDate);
};

/**
 * A factura or boleta (UBL 2.1 Invoice), credit note (CreditNote) or debit note (DebitNote) as
 * SUNAT's UBL 2.1 guides define them, its children in the order of the schema's xsd:sequence
 * (`check/ubl-sequences-data.ts`). The ds:Signature is added by `signUbl`.
 */
export const salesDocumentXml = (doc: UblSalesDocument): string => {
  const root = ublRoot(ROOT_OF_TYPE[doc.type]);
  header(root, doc);
  noteReferences(root, doc);
  signatureReference(root, doc.issuer);
  issuerParty(root.ele('cac:AccountingSupplierParty'), doc.issuer);
  simpleParty(root.ele('cac:AccountingCustomerParty'), doc.customer);
  detraction(root, doc);
  paymentTerms(root, doc);
  documentTaxTotal(root, doc);
  monetaryTotal(root, doc);
  for (const line of doc.lines) documentLine(root, doc, line);
  return serialise(root);
};
