import { describe, expect, it } from 'vitest';
import { despatchXml } from '../ubl/despatch-xml.ts';
import { salesDocumentXml } from '../ubl/sales-document-xml.ts';
import { voidedDocumentsXml } from '../ubl/voided-documents-xml.ts';
import { SAMPLE_BOLETA, SAMPLE_DESPATCH, SAMPLE_FACTURA, SAMPLE_VOIDED } from '../ubl-samples-data.ts';
import { checkUbl } from './check-ubl.ts';

const factura = salesDocumentXml(SAMPLE_FACTURA);
const gre = despatchXml(SAMPLE_DESPATCH);

/** Removes the first element named `name` (and its content) from a built document. */
const without = (xml: string, name: string) =>
  xml.replace(new RegExp(`<${name}[ >][\\s\\S]*?</${name}>`), '');

describe('checkUbl', () => {
  it('passes a document mixing taxed, exempt and unaffected lines, one subtotal per tributo', () => {
    const [taxed] = SAMPLE_BOLETA.lines;
    if (!taxed) throw new Error('the sample has a line');
    const free = { ...taxed, igvAmount: '0.00', lineTotal: '100.00' };
    const xml = salesDocumentXml({
      ...SAMPLE_BOLETA,
      lines: [
        taxed,
        { ...free, position: 2, taxAffectation: '20' },
        { ...free, position: 3, taxAffectation: '30' },
      ],
      exemptAmount: '100.00',
      unaffectedAmount: '100.00',
      totalAmount: '318.00',
    });
    expect(checkUbl(xml, 'Invoice')).toEqual([]);
    expect(xml.match(/<cac:TaxSubtotal><cbc:TaxableAmount currencyID="PEN">100.00</g)).toHaveLength(6);
    const unbalanced = salesDocumentXml({ ...SAMPLE_BOLETA, lines: [{ ...taxed, taxAffectation: '20' }] });
    expect(checkUbl(unbalanced, 'Invoice').map((f) => f.path)).toContain(
      '/Invoice/cac:InvoiceLine/cac:TaxTotal/cbc:TaxAmount',
    );
  });

  it('refuses a RUC whose module-11 check digit is wrong', () => {
    const xml = salesDocumentXml({
      ...SAMPLE_FACTURA,
      customer: { ...SAMPLE_FACTURA.customer, documentNumber: '20100070971' },
    });
    expect(checkUbl(xml, 'Invoice')).toEqual([
      {
        rule: 'RUC-CHECK-DIGIT',
        path: '/Invoice/cac:AccountingCustomerParty/cac:Party/cac:PartyIdentification/cbc:ID',
        message: '20100070971 is not a valid RUC (module 11 check digit)',
      },
    ]);
  });

  it("refuses totals that do not add up, naming the line and the document's totals", () => {
    const [first, second] = SAMPLE_FACTURA.lines;
    if (!first || !second) throw new Error('the sample has two lines');
    const xml = salesDocumentXml({
      ...SAMPLE_FACTURA,
      lines: [first, { ...second, lineValue: '252.00', lineTotal: '297.18' }],
    });
    const failures = checkUbl(xml, 'Invoice');
    expect(failures).toContainEqual({
      rule: 'TOTALS',
      path: '/Invoice/cac:InvoiceLine[2]/cbc:LineExtensionAmount',
      message: '252.00 is not quantity 2.000 × unit value 125.50 = 251.00',
    });
    expect(failures).toContainEqual({
      rule: 'TOTALS',
      path: '/Invoice/cac:TaxTotal/cac:TaxSubtotal/cbc:TaxableAmount',
      message: "base of tributo 1000 2751.00 is not the lines' 2752.00",
    });
    expect(failures.every((f) => f.rule === 'TOTALS')).toBe(true);
  });

  it('refuses an IGV that is not 18 % of the taxed base', () => {
    const xml = salesDocumentXml({ ...SAMPLE_BOLETA, igvAmount: '19.50', totalAmount: '119.50' });
    expect(checkUbl(xml, 'Invoice').map((f) => [f.rule, f.path])).toEqual([
      ['TOTALS', '/Invoice/cac:TaxTotal/cbc:TaxAmount'],
      ['IGV-RATE', '/Invoice/cac:TaxTotal/cbc:TaxAmount'],
    ]);
  });

  it("refuses an element out of its parent's xsd:sequence", () => {
    const currency =
      /<cbc:DocumentCurrencyCode[^>]*>PEN<\/cbc:DocumentCurrencyCode>/.exec(factura)?.[0] ?? '';
    const moved = factura
      .replace(currency, '')
      .replace('<cbc:ID>F001-123</cbc:ID>', `${currency}<cbc:ID>F001-123</cbc:ID>`);
    expect(checkUbl(moved, 'Invoice')).toEqual([
      {
        rule: 'UBL-ORDER',
        path: '/Invoice/cbc:ID',
        message: 'cbc:ID must come before cbc:DocumentCurrencyCode in Invoice',
      },
      {
        rule: 'UBL-ORDER',
        path: '/Invoice/cbc:IssueDate',
        message: 'cbc:IssueDate must come before cbc:DocumentCurrencyCode in Invoice',
      },
      {
        rule: 'UBL-ORDER',
        path: '/Invoice/cbc:IssueTime',
        message: 'cbc:IssueTime must come before cbc:DocumentCurrencyCode in Invoice',
      },
      {
        rule: 'UBL-ORDER',
        path: '/Invoice/cbc:DueDate',
        message: 'cbc:DueDate must come before cbc:DocumentCurrencyCode in Invoice',
      },
      {
        rule: 'UBL-ORDER',
        path: '/Invoice/cbc:InvoiceTypeCode',
        message: 'cbc:InvoiceTypeCode must come before cbc:DocumentCurrencyCode in Invoice',
      },
      {
        rule: 'UBL-ORDER',
        path: '/Invoice/cbc:Note[1]',
        message: 'cbc:Note must come before cbc:DocumentCurrencyCode in Invoice',
      },
      {
        rule: 'UBL-ORDER',
        path: '/Invoice/cbc:Note[2]',
        message: 'cbc:Note must come before cbc:DocumentCurrencyCode in Invoice',
      },
    ]);
  });

  it('refuses an order broken deep inside a line', () => {
    const xml = factura.replace(
      /(<cac:Item>[\s\S]*?<\/cac:Item>)(<cac:Price>[\s\S]*?<\/cac:Price>)/,
      (_all, item: string, price: string) => `${price}${item}`,
    );
    expect(checkUbl(xml, 'Invoice')).toEqual([
      {
        rule: 'UBL-ORDER',
        path: '/Invoice/cac:InvoiceLine[1]/cac:Item',
        message: 'cac:Item must come before cac:Price in cac:InvoiceLine',
      },
    ]);
  });

  it('refuses a series that does not match the document type', () => {
    const xml = salesDocumentXml({ ...SAMPLE_BOLETA, series: 'F001' });
    expect(checkUbl(xml, 'Invoice')).toEqual([
      { rule: 'SERIES', path: '/Invoice/cbc:ID', message: 'series "F001" does not match document type 03' },
    ]);
  });

  it('refuses a document of another kind, or another namespace', () => {
    expect(checkUbl(factura, 'CreditNote').map((f) => f.rule)).toEqual(['UBL-NAMESPACE']);
    const foreign = factura.replace(
      'xmlns:cbc="urn:oasis:names:specification:ubl:schema:xsd:CommonBasicComponents-2"',
      'xmlns:cbc="urn:other"',
    );
    expect(checkUbl(foreign, 'Invoice')[0]).toMatchObject({
      rule: 'UBL-NAMESPACE',
      path: '/Invoice/cbc:UBLVersionID',
    });
  });

  it('refuses XML that is not well-formed', () => {
    expect(checkUbl('<Invoice><cbc:ID>', 'Invoice')).toEqual([
      { rule: 'XML-WELL-FORMED', path: '/', message: 'the document is not well-formed XML' },
    ]);
  });

  it('refuses a comunicación de baja whose identifier is not of its issue day', () => {
    const xml = voidedDocumentsXml({ ...SAMPLE_VOIDED, identifier: 'RA-20261128-1' });
    expect(checkUbl(xml, 'VoidedDocuments')).toEqual([
      {
        rule: 'VOIDED-ID',
        path: '/VoidedDocuments/cbc:ID',
        message: '"RA-20261128-1" is not RA-YYYYMMDD-n of the issue date 2026-11-29',
      },
    ]);
  });
});

describe('checkUbl on a GRE transportista', () => {
  it('refuses a driver without licence', () => {
    const [principal, second] = SAMPLE_DESPATCH.drivers;
    if (!principal || !second) throw new Error('the sample has two drivers');
    const xml = despatchXml({ ...SAMPLE_DESPATCH, drivers: [principal, { ...second, licence: '' }] });
    expect(checkUbl(xml, 'DespatchAdvice')).toEqual([
      {
        rule: 'GRE-LICENCE',
        path: '/DespatchAdvice/cac:Shipment/cac:ShipmentStage/cac:DriverPerson[2]/cac:IdentityDocumentReference/cbc:ID',
        message: 'licence "" is missing or malformed',
      },
    ]);
  });

  it('refuses a GRE without the principal driver', () => {
    const xml = despatchXml({ ...SAMPLE_DESPATCH, drivers: [] });
    expect(checkUbl(xml, 'DespatchAdvice')).toEqual([
      {
        rule: 'GRE-DRIVER',
        path: '/DespatchAdvice/cac:Shipment/cac:ShipmentStage/cac:DriverPerson',
        message: 'the principal driver is required',
      },
    ]);
  });

  it('refuses a GRE without vehicle plate, or with a malformed one', () => {
    expect(checkUbl(despatchXml({ ...SAMPLE_DESPATCH, vehicles: [] }), 'DespatchAdvice')).toEqual([
      {
        rule: 'GRE-PLATE',
        path: '/DespatchAdvice/cac:Shipment/cac:TransportHandlingUnit/cac:TransportEquipment',
        message: "the principal vehicle's plate is required",
      },
    ]);
    const dashed = despatchXml({ ...SAMPLE_DESPATCH, vehicles: [{ plate: 'ABC-123' }] });
    expect(checkUbl(dashed, 'DespatchAdvice')).toEqual([
      {
        rule: 'GRE-PLATE',
        path: '/DespatchAdvice/cac:Shipment/cac:TransportHandlingUnit/cac:TransportEquipment/cbc:ID',
        message: 'plate "ABC-123" is not six to eight letters and digits',
      },
    ]);
  });

  it('refuses a GRE without gross weight, or with none to speak of', () => {
    expect(checkUbl(without(gre, 'cbc:GrossWeightMeasure'), 'DespatchAdvice')).toEqual([
      {
        rule: 'GRE-WEIGHT',
        path: '/DespatchAdvice/cac:Shipment/cbc:GrossWeightMeasure',
        message: 'the total gross weight is required and above zero',
      },
    ]);
    expect(
      checkUbl(despatchXml({ ...SAMPLE_DESPATCH, grossWeight: '0.000' }), 'DespatchAdvice').map(
        (f) => f.rule,
      ),
    ).toEqual(['GRE-WEIGHT']);
  });

  it('refuses a transfer starting before the issue date', () => {
    const xml = despatchXml({ ...SAMPLE_DESPATCH, transferStartDate: '2026-11-26' });
    expect(checkUbl(xml, 'DespatchAdvice')).toEqual([
      {
        rule: 'DATE-ORDER',
        path: '/DespatchAdvice/cac:Shipment/cac:ShipmentStage/cac:TransitPeriod/cbc:StartDate',
        message: '2026-11-26 is before 2026-11-27 (cbc:IssueDate)',
      },
    ]);
  });
});
