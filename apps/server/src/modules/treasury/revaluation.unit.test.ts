import { describe, expect, it } from 'vitest';
import { lastDayOfPeriod, revaluationOf } from './revaluation.ts';

describe('the month-end revaluation of a USD balance', () => {
  it('values the dollars at the closing purchase rate against the soles in the books', () => {
    // US$ 10,000.00 booked at 3.700 = S/ 37,000.00; close 3.752 → 37,520.00: a 520.00 gain (776).
    expect(revaluationOf('10000.00', '37000.00', '3.752')).toMatchObject({
      revaluedPen: '37520.00',
      difference: '520.00',
      cents: 52_000n,
    });
    // US$ 9,000.00 at 3.740 = 33,660.00 against 33,768.00: a 108.00 loss (676).
    expect(revaluationOf('9000.00', '33768.00', '3.7400')).toMatchObject({ difference: '-108.00' });
    // Half a céntimo rounds up: 0.01 × 3.7505 = 0.037505 → 0.04.
    expect(revaluationOf('0.01', '0.00', '3.7505').revaluedPen).toBe('0.04');
    expect(revaluationOf('100.00', '375.20', '3.752').cents).toBe(0n);
  });

  it('closes on the last calendar day of the month', () => {
    expect(lastDayOfPeriod('2025-02')).toBe('2025-02-28');
    expect(lastDayOfPeriod('2024-02')).toBe('2024-02-29');
    expect(lastDayOfPeriod('2025-12')).toBe('2025-12-31');
  });
});
