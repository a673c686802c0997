import type { UblSalesDocument } from './ubl-input.ts';

/**
 * The QR of a factura's or boleta's (and their notes') printed representation, as SUNAT's
 * Resolución 097-2012/SUNAT Anexo 6 fixes it: RUC | type | series | number | IGV | total |
 * issue date | customer's document type | customer's document number | hash |, the hash being the
 * signature's DigestValue.
 */
export const salesQrText = (doc: UblSalesDocument, digestValue: string): string =>
  [
    doc.issuer.documentNumber,
    doc.type,
    doc.series,
    String(doc.number),
    doc.igvAmount,
    doc.totalAmount,
    doc.issueDate,
    doc.customer.documentType,
    doc.customer.documentNumber,
    digestValue,
    '',
  ].join('|');

/**
 * The GRE's QR is the address SUNAT's CDR gives for the accepted guide (the CDR's
 * cbc:DocumentDescription): taken as it comes, only checked to be an https address.
 */
export const despatchQrText = (cdrUrl: string): string => {
  const url = new URL(cdrUrl);
  if (url.protocol !== 'https:') throw new RangeError(`not an https address: ${cdrUrl}`);
  return url.toString();
};
