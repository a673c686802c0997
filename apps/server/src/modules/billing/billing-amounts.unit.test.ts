import { describe, expect, it } from 'vitest';
import {
  addDays,
  detractionOf,
  documentTotals,
  fromPen,
  fullNumberOf,
  lineAmounts,
  toPen,
} from './billing-amounts.ts';

/* The README's worked example, figure by figure. */

const lines = [
  { quantity: '2', unitValue: '1850.00', taxAffectation: '10' as const },
  { quantity: '1', unitValue: '120.50', taxAffectation: '10' as const },
  { quantity: '1', unitValue: '35.00', taxAffectation: '30' as const },
];

describe('a factura of two trips, a stand-by hour and an unaffected charge', () => {
  const amounts = lines.map((l) => ({ ...l, ...lineAmounts(l) }));

  it('rounds each line to the céntimo: value, then 18 % IGV of gravado lines only', () => {
    expect(amounts.map((a) => [a.lineValue, a.igvAmount, a.lineTotal])).toEqual([
      ['3700.00', '666.00', '4366.00'],
      ['120.50', '21.69', '142.19'],
      ['35.00', '0.00', '35.00'],
    ]);
  });

  it('adds the rounded lines into the catálogo 07 groups', () => {
    expect(documentTotals(amounts)).toEqual({
      taxableAmount: '3820.50',
      exemptAmount: '0.00',
      unaffectedAmount: '35.00',
      igvAmount: '687.69',
      totalAmount: '4543.19',
    });
  });

  it('withholds 4 % of the total as detracción, in whole soles, and splits the receivable', () => {
    const totals = documentTotals(amounts);
    // 4 % × 4,543.19 = 181.7276 → S/ 182; the company collects 4,361.19.
    expect(
      detractionOf({ documentType: '01', totals, exchangeRate: null, referentialValuePen: null }),
    ).toEqual({
      applies: true,
      basePen: '4543.19',
      amountPen: '182.00',
      netAmountPen: '4361.19',
      netAmount: '4361.19',
    });
  });

  it('takes the referential value as the base when it is higher', () => {
    const totals = documentTotals(amounts);
    expect(
      detractionOf({ documentType: '01', totals, exchangeRate: null, referentialValuePen: '5000.00' }),
    ).toMatchObject({
      basePen: '5000.00',
      amountPen: '200.00',
      netAmountPen: '4343.19',
    });
  });
});

describe('the detracción threshold and documents not subject', () => {
  const totalsOf = (total: string) => ({
    taxableAmount: '1',
    exemptAmount: '0.00',
    unaffectedAmount: '0.00',
    igvAmount: '0.00',
    totalAmount: total,
  });
  it('applies above S/ 400 only, to facturas only', () => {
    expect(
      detractionOf({
        documentType: '01',
        totals: totalsOf('400.00'),
        exchangeRate: null,
        referentialValuePen: null,
      }).applies,
    ).toBe(false);
    expect(
      detractionOf({
        documentType: '01',
        totals: totalsOf('400.01'),
        exchangeRate: null,
        referentialValuePen: null,
      }).amountPen,
    ).toBe('16.00');
    expect(
      detractionOf({
        documentType: '03',
        totals: totalsOf('5000.00'),
        exchangeRate: null,
        referentialValuePen: null,
      }).applies,
    ).toBe(false);
  });
  it('compares a dollar document in soles at the sale rate', () => {
    // US$ 590.00 × 3.7512 = S/ 2,213.2080 → 2,213.21; 4 % = 88.53 → S/ 89 = US$ 23.73.
    const d = detractionOf({
      documentType: '01',
      totals: totalsOf('590.00'),
      exchangeRate: '3.7512',
      referentialValuePen: null,
    });
    expect(d).toEqual({
      applies: true,
      basePen: '2213.21',
      amountPen: '89.00',
      netAmountPen: '2124.21',
      netAmount: '566.27',
    });
  });
});

describe('helpers', () => {
  it('converts both ways half up', () => {
    expect(toPen('100.00', '3.7512')).toBe('375.12');
    expect(fromPen('89.00', '3.7512')).toBe('23.73');
    expect(toPen('100.00', null)).toBe('100.00');
  });
  it('dates and numbers documents as SUNAT prints them', () => {
    expect(addDays('2026-11-02', 30)).toBe('2026-12-02');
    expect(addDays('2026-12-15', 30)).toBe('2027-01-14');
    expect(fullNumberOf('F001', 12)).toBe('F001-00000012');
    expect(fullNumberOf('F001', null)).toBeNull();
  });
  it('multiplies fractional quantities to the céntimo', () => {
    expect(lineAmounts({ quantity: '1.5', unitValue: '33.33', taxAffectation: '10' })).toEqual({
      lineValue: '50.00',
      igvAmount: '9.00',
      lineTotal: '59.00',
    });
  });
});
