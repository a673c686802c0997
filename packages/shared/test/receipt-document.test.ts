import { describe, expect, it } from 'vitest';
import {
  igvOf,
  type ReceiptDocumentInput,
  receiptDocumentIssues,
  ZSettlementLineBody,
} from '../src/index.ts';

// 2010012805 → check digit 6 (weights 5,4,3,2,7,6,5,4,3,2: sum 27 → 11 − 27 mod 11 = 6).
const RUC = '20100128056';

const factura: ReceiptDocumentInput = {
  concept: 'fuel',
  amount: '118.00',
  docType: '01',
  docSeries: 'F001',
  docNumber: '12345',
  supplierRuc: RUC,
  base: '100.00',
  igv: '18.00',
};
const fields = (r: ReceiptDocumentInput) => receiptDocumentIssues(r).map((i) => i.field);

describe('receipt documents (SUNAT table 10)', () => {
  it('accepts a right factura, boleta, ticket and an "otros" without document', () => {
    expect(fields(factura)).toEqual([]);
    expect(fields({ ...factura, docType: '03', docSeries: 'B001', base: null, igv: null })).toEqual([]);
    expect(fields({ ...factura, docType: '12', docSeries: 'MR0045', base: null, igv: null })).toEqual([]);
    expect(
      fields({
        concept: 'tolls',
        amount: '7.50',
        docType: '00',
        docSeries: null,
        docNumber: null,
        supplierRuc: null,
      }),
    ).toEqual([]);
  });

  it('checks the RUC: 11 digits, prefix 10/15/17/20, mod-11 check digit', () => {
    for (const bad of ['20100128057', '30100128056', '2010012805A'])
      expect(receiptDocumentIssues({ ...factura, supplierRuc: bad })).toEqual([
        { field: 'supplierRuc', message: 'validation.ruc' },
      ]);
    // valid-document (11 or none): a RUC of the wrong length is told its length.
    for (const short of ['2010012805', '201001280566'])
      expect(receiptDocumentIssues({ ...factura, supplierRuc: short })).toEqual([
        { field: 'supplierRuc', message: 'validation.document' },
      ]);
    expect(receiptDocumentIssues({ ...factura, docType: '00', supplierRuc: '' })).not.toContainEqual(
      expect.objectContaining({ field: 'supplierRuc' }),
    );
    expect(fields({ ...factura, supplierRuc: null })).toEqual(['supplierRuc']);
  });

  it('checks the series by type', () => {
    for (const ok of ['F001', 'FA12', 'E001', '0001'])
      expect(fields({ ...factura, docSeries: ok })).toEqual([]);
    for (const bad of ['B001', 'F01', 'F0011', 'E002', '001'])
      expect(receiptDocumentIssues({ ...factura, docSeries: bad })).toEqual([
        { field: 'docSeries', message: 'validation.docSeriesFactura' },
      ]);
    const boleta = { ...factura, docType: '03' as const, base: null, igv: null };
    for (const ok of ['B001', 'EB01', '0002']) expect(fields({ ...boleta, docSeries: ok })).toEqual([]);
    for (const bad of ['F001', 'E001', 'B1'])
      expect(fields({ ...boleta, docSeries: bad })).toEqual(['docSeries']);
    expect(fields({ ...factura, docNumber: '123456789' })).toEqual(['docNumber']);
  });

  it('takes IGV only on a factura, 18 % of the base within one céntimo, base + IGV = amount', () => {
    expect(igvOf('1355.93')).toBe('244.07'); // 244.0674
    expect(igvOf('100.03')).toBe('18.01'); // 18.0054
    expect(fields({ ...factura, igv: '18.01', amount: '118.01' })).toEqual([]);
    expect(receiptDocumentIssues({ ...factura, igv: '18.02', amount: '118.02' })).toEqual([
      { field: 'igv', message: 'validation.igvRate|{"expected":"18.00"}' },
    ]);
    expect(fields({ ...factura, amount: '120.00' })).toEqual(['base']);
    // An exonerated factura carries no IGV: base = amount.
    expect(fields({ ...factura, igv: '0', amount: '100.00' })).toEqual([]);
    expect(fields({ ...factura, docType: '03', docSeries: 'B001', base: null })).toEqual(['igv']);
  });

  it('checks the nature against the concept and defaults it', () => {
    expect(fields({ ...factura, nature: 'meals' })).toEqual(['nature']);
    const parsed = ZSettlementLineBody.parse({
      travelOrderId: 1,
      concept: 'viatics',
      date: '2026-11-03',
      description: 'Menú',
      amount: '15',
      docType: '03',
      docSeries: 'b001',
      docNumber: '9',
      supplierRuc: RUC,
    });
    expect(parsed).toMatchObject({ nature: 'meals', docSeries: 'B001', base: '15.00', igv: '0.00' });
  });
});
