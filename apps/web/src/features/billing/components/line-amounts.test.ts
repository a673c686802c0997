import { describe, expect, it } from 'vitest';
import { detractionPreview, draftTotals, lineTotal } from './line-amounts';

describe('the draft form’s live totals', () => {
  it('round each line’s value and IGV half up to the céntimo, then sum the rounded lines', () => {
    // 1.5 × 66.67 = 100.005 → 100.01 (half up on cents, never on floats), IGV 18.0018 → 18.00.
    expect(lineTotal({ quantity: '1.5', unitValue: '66.67', taxAffectation: '10' })).toBe('118.01');
    const totals = draftTotals([
      { quantity: '1.5', unitValue: '66.67', taxAffectation: '10' },
      { quantity: '2', unitValue: '10.05', taxAffectation: '10' },
      { quantity: '1', unitValue: '50', taxAffectation: '20' },
      { quantity: '1', unitValue: '7.50', taxAffectation: '30' },
    ]);
    expect(totals).toEqual({
      taxableAmount: '120.11',
      exemptAmount: '50.00',
      unaffectedAmount: '7.50',
      // 18.00 + 3.62 (20.10 × 18 % = 3.618)
      igvAmount: '21.62',
      totalAmount: '199.23',
    });
  });

  it('count a line still being typed as zero', () => {
    expect(
      draftTotals([{ quantity: '', unitValue: '10', taxAffectation: '10' }, undefined]).totalAmount,
    ).toBe('0.00');
    expect(lineTotal({ quantity: 'abc', unitValue: '10', taxAffectation: '10' })).toBe('0.00');
    expect(lineTotal({ quantity: 2, unitValue: 10, taxAffectation: '10' })).toBe('23.60');
  });

  it('preview the detracción of a factura in soles above S/ 400, in whole soles', () => {
    const over = draftTotals([{ quantity: '1', unitValue: '400', taxAffectation: '10' }]);
    // 472.00 × 4 % = 18.88 → S/ 19
    expect(detractionPreview('01', 'PEN', over)).toEqual({ applies: true, amountPen: '19.00' });
    expect(detractionPreview('03', 'PEN', over)).toEqual({ applies: false, amountPen: '0.00' });
    const under = draftTotals([{ quantity: '1', unitValue: '300', taxAffectation: '10' }]);
    expect(detractionPreview('01', 'PEN', under)?.applies).toBe(false);
    const exempt = draftTotals([{ quantity: '1', unitValue: '900', taxAffectation: '20' }]);
    expect(detractionPreview('01', 'PEN', exempt)?.applies).toBe(false);
    expect(detractionPreview('01', 'USD', over)).toBeNull();
  });
});
