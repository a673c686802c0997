import { scaled, sum, times } from './decimal.ts';
import { amount, catalogue, type Node, text } from './ubl-common.ts';
import type { UblLine, UblSalesDocument } from './ubl-input.ts';

/** IGV rate (Ley del IGV art. 17, 16 % + 2 % IPM) as the percent SUNAT writes and as a factor. */
export const IGV_PERCENT = '18.00';
export const IGV_FACTOR = '0.18';

/** Catálogo 05 (códigos de tributos): ID, name and UN/ECE 5153 type code of each tributo used. */
export const TRIBUTOS = {
  '1000': { name: 'IGV', typeCode: 'VAT' },
  '9997': { name: 'EXO', typeCode: 'VAT' },
  '9998': { name: 'INA', typeCode: 'FRE' },
} as const;

export type TributoCode = keyof typeof TRIBUTOS;

/** Catálogo 07 (afectación del IGV) → the catálogo 05 tributo of the line. */
export const TRIBUTO_OF_AFFECTATION: Record<UblLine['taxAffectation'], TributoCode> = {
  '10': '1000',
  '20': '9997',
  '30': '9998',
};

const taxScheme = (category: Node, code: TributoCode): void => {
  const scheme = category.ele('cac:TaxScheme');
  text(scheme, 'cbc:ID', code, {
    schemeName: 'Codigo de tributos',
    schemeAgencyName: 'PE:SUNAT',
    schemeURI: 'urn:pe:gob:sunat:cpe:see:gem:catalogos:catalogo05',
  });
  text(scheme, 'cbc:Name', TRIBUTOS[code].name);
  text(scheme, 'cbc:TaxTypeCode', TRIBUTOS[code].typeCode);
};

/**
 * Document-level cac:TaxTotal: the IGV, then one cac:TaxSubtotal per tributo with a base (the
 * IGV's always, so the document has at least one).
 */
export const documentTaxTotal = (root: Node, doc: UblSalesDocument): void => {
  const total = root.ele('cac:TaxTotal');
  amount(total, 'cbc:TaxAmount', doc.igvAmount, doc.currency);
  const bases: [TributoCode, string, string][] = [
    ['1000', doc.taxableAmount, doc.igvAmount],
    ['9997', doc.exemptAmount, '0.00'],
    ['9998', doc.unaffectedAmount, '0.00'],
  ];
  const hasBase = (base: string) => scaled(base, 2) !== 0n;
  const otherBases = hasBase(doc.exemptAmount) || hasBase(doc.unaffectedAmount);
  for (const [code, base, tax] of bases) {
    // The IGV's subtotal is written even at zero unless another tributo carries the document.
    if (!hasBase(base) && (code !== '1000' || otherBases)) continue;
    const subtotal = total.ele('cac:TaxSubtotal');
    amount(subtotal, 'cbc:TaxableAmount', base, doc.currency);
    amount(subtotal, 'cbc:TaxAmount', tax, doc.currency);
    taxScheme(subtotal.ele('cac:TaxCategory'), code);
  }
};

/** LegalMonetaryTotal (RequestedMonetaryTotal in a debit note): value of sale, total with taxes, payable. */
export const monetaryTotal = (root: Node, doc: UblSalesDocument): void => {
  const name = doc.type === '08' ? 'cac:RequestedMonetaryTotal' : 'cac:LegalMonetaryTotal';
  const total = root.ele(name);
  amount(
    total,
    'cbc:LineExtensionAmount',
    sum([doc.taxableAmount, doc.exemptAmount, doc.unaffectedAmount]),
    doc.currency,
  );
  amount(total, 'cbc:TaxInclusiveAmount', doc.totalAmount, doc.currency);
  amount(total, 'cbc:PayableAmount', doc.totalAmount, doc.currency);
};

/** Precio unitario con impuestos (catálogo 16 code 01): the unit value plus its IGV. */
export const unitPriceWithTax = (line: UblLine): string => {
  const places = Math.max(2, line.unitValue.split('.')[1]?.length ?? 0);
  return line.taxAffectation === '10'
    ? times(line.unitValue, '1.18', places)
    : times(line.unitValue, '1', places);
};

const LINE_NAMES = {
  '01': ['cac:InvoiceLine', 'cbc:InvoicedQuantity'],
  '03': ['cac:InvoiceLine', 'cbc:InvoicedQuantity'],
  '07': ['cac:CreditNoteLine', 'cbc:CreditedQuantity'],
  '08': ['cac:DebitNoteLine', 'cbc:DebitedQuantity'],
} as const;

/**
 * One line, in the order of UBL's InvoiceLineType (CreditNoteLineType, DebitNoteLineType): ID,
 * quantity, LineExtensionAmount, PricingReference, TaxTotal, Item, Price.
 */
export const documentLine = (root: Node, doc: UblSalesDocument, line: UblLine): void => {
  const [lineName, quantityName] = LINE_NAMES[doc.type];
  const node = root.ele(lineName);
  text(node, 'cbc:ID', String(line.position));
  text(node, quantityName, line.quantity, {
    unitCode: line.unitCode,
    unitCodeListID: 'UN/ECE rec 20',
    unitCodeListAgencyName: 'United Nations Economic Commission for Europe',
  });
  amount(node, 'cbc:LineExtensionAmount', line.lineValue, doc.currency);
  const price = node.ele('cac:PricingReference').ele('cac:AlternativeConditionPrice');
  amount(price, 'cbc:PriceAmount', unitPriceWithTax(line), doc.currency);
  text(price, 'cbc:PriceTypeCode', '01', catalogue('16', 'Tipo de Precio'));
  const taxTotal = node.ele('cac:TaxTotal');
  amount(taxTotal, 'cbc:TaxAmount', line.igvAmount, doc.currency);
  const subtotal = taxTotal.ele('cac:TaxSubtotal');
  amount(subtotal, 'cbc:TaxableAmount', line.lineValue, doc.currency);
  amount(subtotal, 'cbc:TaxAmount', line.igvAmount, doc.currency);
  const category = subtotal.ele('cac:TaxCategory');
  text(category, 'cbc:Percent', line.taxAffectation === '10' ? IGV_PERCENT : '0.00');
  text(category, 'cbc:TaxExemptionReasonCode', line.taxAffectation, catalogue('07', 'Afectacion del IGV'));
  taxScheme(category, TRIBUTO_OF_AFFECTATION[line.taxAffectation]);
  node.ele('cac:Item').ele('cbc:Description').txt(line.description);
  amount(node.ele('cac:Price'), 'cbc:PriceAmount', line.unitValue, doc.currency);
};
