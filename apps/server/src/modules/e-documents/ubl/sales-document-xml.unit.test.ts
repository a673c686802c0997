import { describe, expect, it } from 'vitest';
import { parseXml } from '../check/xml-query.ts';
import { SAMPLE_FACTURA } from '../ubl-samples-data.ts';
import { amountInWords, integerInWords } from './amount-in-words.ts';
import { sum, times } from './decimal.ts';
import { despatchQrText, salesQrText } from './qr-text.ts';
import { salesDocumentXml } from './sales-document-xml.ts';

describe('a factura with detracción, worked out', () => {
  const doc = parseXml(salesDocumentXml(SAMPLE_FACTURA));
  if (!doc) throw new Error('the factura parses');

  it('values each line as quantity × unit value and adds 18 % IGV', () => {
    // 1 × 2 500.00 = 2 500.00, IGV 450.00; 2.000 × 125.50 = 251.00, IGV 45.18.
    expect(times('1', '2500.00', 2)).toBe('2500.00');
    expect(times('2500.00', '0.18', 2)).toBe('450.00');
    expect(times('2.000', '125.50', 2)).toBe('251.00');
    expect(times('251.00', '0.18', 2)).toBe('45.18');
    const lines = doc.all('cac:InvoiceLine');
    expect(lines.map((l) => doc.value('cbc:LineExtensionAmount', l))).toEqual(['2500.00', '251.00']);
    expect(lines.map((l) => doc.value('cac:TaxTotal/cbc:TaxAmount', l))).toEqual(['450.00', '45.18']);
    // Precio unitario con IGV (catálogo 16, 01): 2 500.00 × 1.18 and 125.50 × 1.18.
    expect(lines.map((l) => doc.value('cac:PricingReference//cbc:PriceAmount', l))).toEqual([
      '2950.00',
      '148.09',
    ]);
  });

  it('totals 2 751.00 taxed + 495.18 IGV (18 % of the base) = 3 246.18', () => {
    expect(sum(['2500.00', '251.00'])).toBe('2751.00');
    expect(sum(['450.00', '45.18'])).toBe('495.18');
    expect(times('2751.00', '0.18', 2)).toBe('495.18');
    expect(sum(['2751.00', '495.18'])).toBe('3246.18');
    expect(doc.value('cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount')).toBe('2751.00');
    expect(doc.value('cac:TaxTotal/cbc:TaxAmount')).toBe('495.18');
    expect(doc.value('cac:LegalMonetaryTotal/cbc:LineExtensionAmount')).toBe('2751.00');
    expect(doc.value('cac:LegalMonetaryTotal/cbc:TaxInclusiveAmount')).toBe('3246.18');
    expect(doc.value('cac:LegalMonetaryTotal/cbc:PayableAmount')).toBe('3246.18');
  });

  it('withholds a 4 % detracción in soles (129.85) and leaves 3 116.33 owed on credit', () => {
    // 3 246.18 × 4 % = 129.8472, rounded to the cent.
    expect(times('3246.18', '0.04', 2)).toBe('129.85');
    expect(sum(['3246.18', '-129.85'])).toBe('3116.33');
    const terms = "cac:PaymentTerms[cbc:ID='Detraccion']";
    expect(doc.value(`${terms}/cbc:PaymentMeansID`)).toBe('027');
    expect(doc.value(`${terms}/cbc:PaymentPercent`)).toBe('4.00');
    expect(doc.value(`${terms}/cbc:Amount`)).toBe('129.85');
    expect(doc.value(`${terms}/cbc:Amount/@currencyID`)).toBe('PEN');
    expect(doc.value("cac:PaymentMeans[cbc:ID='Detraccion']/cac:PayeeFinancialAccount/cbc:ID")).toBe(
      '00000123456',
    );
    expect(doc.value("cac:PaymentTerms[cbc:PaymentMeansID='Credito']/cbc:Amount")).toBe('3116.33');
    expect(doc.value("cac:PaymentTerms[cbc:PaymentMeansID='Cuota001']/cbc:PaymentDueDate")).toBe(
      '2026-12-27',
    );
  });

  it('carries operation type 1001 and legends 1000 (amount in words) and 2006', () => {
    expect(doc.value('cbc:InvoiceTypeCode/@listID')).toBe('1001');
    expect(doc.value("cbc:Note[@languageLocaleID='1000']")).toBe(
      'SON TRES MIL DOSCIENTOS CUARENTA Y SEIS CON 18/100 SOLES',
    );
    expect(doc.value("cbc:Note[@languageLocaleID='2006']")).toBe('Operación sujeta a detracción');
  });
});

describe('amounts in words', () => {
  it.each([
    [0, 'CERO'],
    [1, 'UNO'],
    [16, 'DIECISÉIS'],
    [21, 'VEINTIUNO'],
    [100, 'CIEN'],
    [101, 'CIENTO UNO'],
    [118, 'CIENTO DIECIOCHO'],
    [1000, 'MIL'],
    [1001, 'MIL UNO'],
    [21000, 'VEINTIÚN MIL'],
    [31500, 'TREINTA Y UN MIL QUINIENTOS'],
    [100000, 'CIEN MIL'],
    [1000000, 'UN MILLÓN'],
    [2500000, 'DOS MILLONES QUINIENTOS MIL'],
    [21000001, 'VEINTIÚN MILLONES UNO'],
  ])('%i is %s', (n, words) => {
    expect(integerInWords(n)).toBe(words);
  });

  it('writes the cents over 100 and the currency', () => {
    expect(amountInWords('118.00', 'PEN')).toBe('SON CIENTO DIECIOCHO CON 00/100 SOLES');
    expect(amountInWords('0.50', 'USD')).toBe('SON CERO CON 50/100 DÓLARES AMERICANOS');
    expect(() => amountInWords('118', 'PEN')).toThrow(RangeError);
  });
});

describe('the QR text', () => {
  it("of a factura: RUC, type, series, number, IGV, total, date, customer, hash, as SUNAT's Anexo 6 orders them", () => {
    expect(salesQrText(SAMPLE_FACTURA, 'Xa1e=')).toBe(
      '20601234565|01|F001|123|495.18|3246.18|2026-11-27|6|20100070970|Xa1e=|',
    );
  });

  it("of a GRE: the address SUNAT's CDR gives, https only", () => {
    const url = 'https://e-factura.sunat.gob.pe/v1/contribuyente/gre/comprobantes/descargaqr?hashqr=abc';
    expect(despatchQrText(url)).toBe(url);
    expect(() => despatchQrText('http://example.com/qr')).toThrow(RangeError);
  });
});
