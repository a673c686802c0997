import { NS, type UblRootName } from '../ubl/ubl-common.ts';
import { ROOT_SEQUENCES } from './ubl-sequences-data.ts';
import { CHILD_SEQUENCES } from './ubl-types-data.ts';
import { childElements, type Parsed, pathOf, type Report } from './xml-query.ts';

const PREFIX_NS: Record<string, string> = { cac: NS.cac, cbc: NS.cbc, ext: NS.ext, sac: NS.sac, ds: NS.ds };

/**
 * UBL-NAMESPACE: the root is the kind's document in its schema's namespace, and every element
 * below it lives in the namespace its prefix stands for in UBL (cbc basic, cac aggregate, ext
 * extension, sac SUNAT's aggregates, ds the signature).
 */
const namespaces = (doc: Parsed, kind: UblRootName, report: Report): void => {
  const { root } = doc;
  if (root.localName !== kind || root.namespaceURI !== NS[kind]) {
    report.fail('UBL-NAMESPACE', `/${root.nodeName}`, `the root must be ${kind} in ${NS[kind]}`);
    return;
  }
  const walk = (node: Element): void => {
    for (const child of childElements(node)) {
      const expected = PREFIX_NS[child.prefix ?? ''];
      if (!expected || child.namespaceURI !== expected)
        report.fail(
          'UBL-NAMESPACE',
          pathOf(child),
          `${child.nodeName} is in ${child.namespaceURI ?? 'no namespace'}`,
        );
      if (child.namespaceURI !== NS.ds) walk(child);
    }
  };
  walk(root);
};

/**
 * UBL-ORDER and UBL-ELEMENT: each parent's children follow its type's xsd:sequence
 * (`ubl-sequences-data.ts`, `ubl-types-data.ts`); a child the sequence does not have is refused,
 * as the schema would.
 */
const order = (doc: Parsed, kind: UblRootName, report: Report): void => {
  const check = (node: Element, sequence: string[]): void => {
    let last = -1;
    let lastName = '';
    for (const child of childElements(node)) {
      const index = sequence.indexOf(child.nodeName);
      if (index === -1) {
        report.fail('UBL-ELEMENT', pathOf(child), `${child.nodeName} is not a child of ${node.nodeName}`);
        continue;
      }
      if (index < last)
        report.fail(
          'UBL-ORDER',
          pathOf(child),
          `${child.nodeName} must come before ${lastName} in ${node.nodeName}`,
        );
      else [last, lastName] = [index, child.nodeName];
      const inner = CHILD_SEQUENCES[child.nodeName];
      if (inner) check(child, inner);
    }
  };
  check(doc.root, ROOT_SEQUENCES[kind] ?? []);
};

/**
 * UBL-REQUIRED: what the schema (minOccurs 1) and SUNAT's guide for each document ask to be there,
 * by XPath from the root. SUNAT's "Guía de elaboración de documentos electrónicos UBL 2.1" (factura,
 * boleta, notas), "Comunicación de baja" and the GRE guide.
 */
const COMMON_REQUIRED = [
  'ext:UBLExtensions/ext:UBLExtension/ext:ExtensionContent',
  'cbc:UBLVersionID',
  'cbc:CustomizationID',
  'cbc:ID',
  'cbc:IssueDate',
  'cac:Signature/cac:DigitalSignatureAttachment/cac:ExternalReference/cbc:URI',
];

const SALES_REQUIRED = [
  ...COMMON_REQUIRED,
  'cbc:IssueTime',
  "cbc:Note[@languageLocaleID='1000']",
  'cbc:DocumentCurrencyCode',
  'cac:AccountingSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID',
  'cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
  'cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cac:RegistrationAddress/cbc:AddressTypeCode',
  'cac:AccountingCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID',
  'cac:AccountingCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
  'cac:TaxTotal/cbc:TaxAmount',
  'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cac:TaxScheme/cbc:ID',
];

const NOTE_REQUIRED = [
  ...SALES_REQUIRED,
  'cac:DiscrepancyResponse/cbc:ResponseCode',
  'cac:DiscrepancyResponse/cbc:Description',
  'cac:BillingReference/cac:InvoiceDocumentReference/cbc:ID',
  'cac:BillingReference/cac:InvoiceDocumentReference/cbc:DocumentTypeCode',
];

export const REQUIRED: Record<UblRootName, string[]> = {
  Invoice: [
    ...SALES_REQUIRED,
    'cbc:InvoiceTypeCode',
    'cac:LegalMonetaryTotal/cbc:PayableAmount',
    'cac:InvoiceLine',
  ],
  CreditNote: [...NOTE_REQUIRED, 'cac:LegalMonetaryTotal/cbc:PayableAmount', 'cac:CreditNoteLine'],
  DebitNote: [...NOTE_REQUIRED, 'cac:RequestedMonetaryTotal/cbc:PayableAmount', 'cac:DebitNoteLine'],
  VoidedDocuments: [
    ...COMMON_REQUIRED,
    'cbc:ReferenceDate',
    'cac:AccountingSupplierParty/cbc:CustomerAssignedAccountID',
    'cac:AccountingSupplierParty/cbc:AdditionalAccountID',
    'cac:AccountingSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
    'sac:VoidedDocumentsLine',
  ],
  DespatchAdvice: [
    ...COMMON_REQUIRED,
    'cbc:IssueTime',
    'cbc:DespatchAdviceTypeCode',
    'cac:DespatchSupplierParty/cac:Party/cac:PartyIdentification/cbc:ID',
    'cac:DespatchSupplierParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
    'cac:DeliveryCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID',
    'cac:DeliveryCustomerParty/cac:Party/cac:PartyLegalEntity/cbc:RegistrationName',
    'cac:Shipment/cac:ShipmentStage/cac:TransitPeriod/cbc:StartDate',
    'cac:Shipment/cac:Delivery/cac:DeliveryAddress/cbc:ID',
    'cac:Shipment/cac:Delivery/cac:Despatch/cac:DespatchAddress/cbc:ID',
    'cac:Shipment/cac:Delivery/cac:Despatch/cac:DespatchParty/cac:PartyIdentification/cbc:ID',
    'cac:DespatchLine',
  ],
};

const required = (doc: Parsed, kind: UblRootName, report: Report): void => {
  for (const expression of REQUIRED[kind]) {
    const found = doc.all(expression);
    const empty = found.every((e) => childElements(e).length === 0 && !e.textContent?.trim());
    const emptyAllowed = expression.endsWith('ExtensionContent');
    if (found.length === 0 || (empty && !emptyAllowed))
      report.fail('UBL-REQUIRED', `/${doc.root.nodeName}/${expression}`, `${expression} is required`);
  }
};

/** The schema-level checks: namespaces, element order, required elements. */
export const checkStructure = (doc: Parsed, kind: UblRootName, report: Report): void => {
  namespaces(doc, kind, report);
  if (report.failures.some((f) => f.path === `/${doc.root.nodeName}`)) return;
  order(doc, kind, report);
  required(doc, kind, report);
};
