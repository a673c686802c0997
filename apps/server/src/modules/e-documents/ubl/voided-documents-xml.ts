import { serialise, signatureReference, text, ublRoot } from './ubl-common.ts';
import type { UblVoidedDocuments } from './ubl-input.ts';

/**
 * Comunicación de baja (SUNAT's VoidedDocuments-1 schema, UBL 2.0 components): UBLVersionID 2.0
 * and CustomizationID 1.0 as SUNAT's guide for "Comunicación de Baja" fixes them, the issuer as
 * CustomerAssignedAccountID (RUC) and AdditionalAccountID (catálogo 06: 6), one
 * sac:VoidedDocumentsLine per document voided.
 */
export const voidedDocumentsXml = (doc: UblVoidedDocuments): string => {
  const root = ublRoot('VoidedDocuments');
  text(root, 'cbc:UBLVersionID', '2.0');
  text(root, 'cbc:CustomizationID', '1.0');
  text(root, 'cbc:ID', doc.identifier);
  text(root, 'cbc:ReferenceDate', doc.referenceDate);
  text(root, 'cbc:IssueDate', doc.issueDate);
  signatureReference(root, doc.issuer);
  const supplier = root.ele('cac:AccountingSupplierParty');
  text(supplier, 'cbc:CustomerAssignedAccountID', doc.issuer.documentNumber);
  text(supplier, 'cbc:AdditionalAccountID', doc.issuer.documentType);
  supplier.ele('cac:Party').ele('cac:PartyLegalEntity').ele('cbc:RegistrationName').txt(doc.issuer.name);
  doc.lines.forEach((line, i) => {
    const node = root.ele('sac:VoidedDocumentsLine');
    text(node, 'cbc:LineID', String(i + 1));
    text(node, 'cbc:DocumentTypeCode', line.type);
    text(node, 'sac:DocumentSerialID', line.series);
    text(node, 'sac:DocumentNumberID', String(line.number));
    text(node, 'sac:VoidReasonDescription', line.reason);
  });
  return serialise(root);
};
