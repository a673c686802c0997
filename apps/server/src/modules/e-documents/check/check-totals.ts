import { isDecimal, near, sum, times } from '../ubl/decimal.ts';
import { IGV_FACTOR, TRIBUTO_OF_AFFECTATION } from '../ubl/sales-taxes-xml.ts';
import { IGV_AFFECTATIONS, isIn, PRICE_TYPES, TRIBUTO_CODES } from './sunat-catalog.ts';
import { type Parsed, pathOf, type Report } from './xml-query.ts';

/**
 * SUNAT's validation rules for the factura tolerate an IGV total up to one sol away from 18 % of the
 * taxed base; lines must match to the cent, since each is rounded alone.
 */
const IGV_TOLERANCE = '1.00';

const LINES = 'cac:InvoiceLine|cac:CreditNoteLine|cac:DebitNoteLine';
const QUANTITY = 'cbc:InvoicedQuantity|cbc:CreditedQuantity|cbc:DebitedQuantity';

const number = (value: string | undefined): string => (value !== undefined && isDecimal(value) ? value : '0');

/** The lines: value, IGV, category, and their agreement with quantity × unit value and 18 %. */
const checkLines = (doc: Parsed, report: Report): Map<string, string[]> & { taxes: string[] } => {
  const byTributo = Object.assign(new Map<string, string[]>(), { taxes: [] as string[] });
  for (const line of doc.all(LINES)) {
    const at = pathOf(line);
    const quantity = number(doc.value(QUANTITY, line));
    const unitValue = number(doc.value('cac:Price/cbc:PriceAmount', line));
    const value = number(doc.value('cbc:LineExtensionAmount', line));
    const tax = number(doc.value('cac:TaxTotal/cbc:TaxAmount', line));
    const subtotalBase = number(doc.value('cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount', line));
    const subtotalTax = number(doc.value('cac:TaxTotal/cac:TaxSubtotal/cbc:TaxAmount', line));
    const category = 'cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory';
    const affectation = doc.value(`${category}/cbc:TaxExemptionReasonCode`, line);
    const tributo = doc.value(`${category}/cac:TaxScheme/cbc:ID`, line) ?? '';
    const percent = number(doc.value(`${category}/cbc:Percent`, line));
    const expectedValue = times(quantity, unitValue, 2);
    if (!near(value, expectedValue))
      report.fail(
        'TOTALS',
        `${at}/cbc:LineExtensionAmount`,
        `${value} is not quantity ${quantity} × unit value ${unitValue} = ${expectedValue}`,
      );
    if (!isIn(IGV_AFFECTATIONS, affectation)) {
      report.fail(
        'CATALOGUE-07',
        `${at}/${category}/cbc:TaxExemptionReasonCode`,
        `"${affectation ?? ''}" is not in catálogo 07`,
      );
      continue;
    }
    if (TRIBUTO_OF_AFFECTATION[affectation] !== tributo)
      report.fail(
        'CATALOGUE-05',
        `${at}/${category}/cac:TaxScheme/cbc:ID`,
        `tributo ${tributo} does not match affectation ${affectation}`,
      );
    const taxed = affectation === '10';
    const expectedTax = taxed ? times(value, IGV_FACTOR, 2) : '0.00';
    if (!near(tax, expectedTax))
      report.fail(
        'TOTALS',
        `${at}/cac:TaxTotal/cbc:TaxAmount`,
        `IGV ${tax} is not 18 % of ${value} = ${expectedTax}`,
      );
    if (taxed !== near(percent, '18.00'))
      report.fail(
        'TOTALS',
        `${at}/${category}/cbc:Percent`,
        `percent ${percent} does not match affectation ${affectation}`,
      );
    if (!near(subtotalBase, value) || !near(subtotalTax, tax))
      report.fail(
        'TOTALS',
        `${at}/cac:TaxTotal/cac:TaxSubtotal`,
        'the subtotal differs from the line value and its IGV',
      );
    const price = number(
      doc.value('cac:PricingReference/cac:AlternativeConditionPrice/cbc:PriceAmount', line),
    );
    const expectedPrice = times(unitValue, taxed ? '1.18' : '1', 2);
    if (!near(price, expectedPrice, '0.01'))
      report.fail(
        'TOTALS',
        `${at}/cac:PricingReference`,
        `unit price with taxes ${price} is not ${expectedPrice}`,
      );
    byTributo.set(tributo, [...(byTributo.get(tributo) ?? []), value]);
    byTributo.taxes.push(tax);
  }
  return byTributo;
};

/**
 * TOTALS: lines against the document's TaxTotal and LegalMonetaryTotal (RequestedMonetaryTotal in
 * a debit note): each tributo's base is the sum of its lines, the IGV the sum of the lines' IGV and
 * 18 % of the taxed base, the value of sale the sum of the lines, total = value + IGV = payable.
 */
export const checkTotals = (doc: Parsed, report: Report): void => {
  const lines = checkLines(doc, report);
  const root = `/${doc.root.nodeName}`;
  for (const code of doc.all('cac:TaxTotal/cac:TaxSubtotal/cac:TaxCategory/cac:TaxScheme/cbc:ID'))
    if (!isIn(TRIBUTO_CODES, code.textContent?.trim()))
      report.fail('CATALOGUE-05', pathOf(code), `"${code.textContent ?? ''}" is not in catálogo 05`);
  for (const code of doc.all(
    `(${LINES})/cac:PricingReference/cac:AlternativeConditionPrice/cbc:PriceTypeCode`,
  ))
    if (!isIn(PRICE_TYPES, code.textContent?.trim()))
      report.fail('CATALOGUE-16', pathOf(code), `"${code.textContent ?? ''}" is not in catálogo 16`);
  for (const code of TRIBUTO_CODES) {
    const subtotal = doc.all(
      `cac:TaxTotal/cac:TaxSubtotal[cac:TaxCategory/cac:TaxScheme/cbc:ID='${code}']`,
    )[0];
    const expected = sum(lines.get(code) ?? []);
    const base = subtotal ? number(doc.value('cbc:TaxableAmount', subtotal)) : '0.00';
    if (!near(base, expected))
      report.fail(
        'TOTALS',
        subtotal ? `${pathOf(subtotal)}/cbc:TaxableAmount` : `${root}/cac:TaxTotal`,
        `base of tributo ${code} ${base} is not the lines' ${expected}`,
      );
  }
  const taxable = sum(lines.get('1000') ?? []);
  const igv = number(doc.value('cac:TaxTotal/cbc:TaxAmount'));
  const linesIgv = sum(lines.taxes);
  const igvSubtotal = doc.value(
    "cac:TaxTotal/cac:TaxSubtotal[cac:TaxCategory/cac:TaxScheme/cbc:ID='1000']/cbc:TaxAmount",
  );
  if (!near(igv, linesIgv))
    report.fail('TOTALS', `${root}/cac:TaxTotal/cbc:TaxAmount`, `IGV ${igv} is not the lines' ${linesIgv}`);
  if (igvSubtotal !== undefined && !near(igvSubtotal, igv))
    report.fail(
      'TOTALS',
      `${root}/cac:TaxTotal/cac:TaxSubtotal`,
      `IGV subtotal ${igvSubtotal} is not the IGV ${igv}`,
    );
  if (!near(igv, times(taxable, IGV_FACTOR, 2), IGV_TOLERANCE))
    report.fail(
      'IGV-RATE',
      `${root}/cac:TaxTotal/cbc:TaxAmount`,
      `IGV ${igv} is not 18 % of the taxed base ${taxable}`,
    );
  const total = doc.all('cac:LegalMonetaryTotal|cac:RequestedMonetaryTotal')[0];
  if (!total) return;
  const at = pathOf(total);
  const value = number(doc.value('cbc:LineExtensionAmount', total));
  const inclusive = number(doc.value('cbc:TaxInclusiveAmount', total));
  const payable = number(doc.value('cbc:PayableAmount', total));
  const linesValue = sum([...lines.values()].flat());
  if (!near(value, linesValue))
    report.fail(
      'TOTALS',
      `${at}/cbc:LineExtensionAmount`,
      `value of sale ${value} is not the lines' ${linesValue}`,
    );
  if (!near(inclusive, sum([value, igv])))
    report.fail(
      'TOTALS',
      `${at}/cbc:TaxInclusiveAmount`,
      `total ${inclusive} is not value ${value} + IGV ${igv}`,
    );
  if (!near(payable, inclusive))
    report.fail('TOTALS', `${at}/cbc:PayableAmount`, `payable ${payable} is not the total ${inclusive}`);
};
