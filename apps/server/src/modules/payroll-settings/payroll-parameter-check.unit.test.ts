import { describe, expect, it } from 'vitest';
import { checkParameterValue, dayBefore, placeRange, rangesOverlap } from './payroll-parameter-check.ts';

describe('placing a dated value', () => {
  const closed = { id: 1, validFrom: '2026-01-01', validTo: '2026-12-31' };
  const open = { id: 2, validFrom: '2025-01-01', validTo: null };

  it('overlap counts both ends and open ends', () => {
    expect(rangesOverlap({ validFrom: '2026-12-31', validTo: null }, closed)).toBe(true);
    expect(rangesOverlap({ validFrom: '2027-01-01', validTo: null }, closed)).toBe(false);
    expect(rangesOverlap({ validFrom: '2020-01-01', validTo: '2024-12-31' }, open)).toBe(false);
  });

  it('is free, closes the open current value, or overlaps', () => {
    expect(placeRange({ validFrom: '2027-01-01', validTo: null }, [closed])).toEqual({ kind: 'free' });
    expect(placeRange({ validFrom: '2026-05-01', validTo: null }, [open])).toEqual({
      kind: 'closes',
      row: open,
      validTo: '2026-04-30',
    });
    // Starting on the same day as the open value, or before it, cannot close it.
    expect(placeRange({ validFrom: '2025-01-01', validTo: null }, [open]).kind).toBe('overlaps');
    expect(placeRange({ validFrom: '2024-06-01', validTo: null }, [open]).kind).toBe('overlaps');
    expect(placeRange({ validFrom: '2026-06-01', validTo: null }, [closed]).kind).toBe('overlaps');
  });

  it('the day before crosses months and leap days', () => {
    expect(dayBefore('2028-03-01')).toBe('2028-02-29');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
  });
});

describe('checking a value the engine way', () => {
  it('accepts the seed shapes and names the refused field', () => {
    expect(checkParameterValue('uit', '5500.00', '2026-01-01')).toBeNull();
    expect(checkParameterValue('essaludRate', '0.09', '2026-01-01')).toBeNull();
    expect(checkParameterValue('essaludRate', '1.5', '2026-01-01')?.field).toBe('value');
    expect(checkParameterValue('overtimeFirstRate', '1.5', '2026-01-01')).toBeNull();
    expect(
      checkParameterValue(
        'quintaBrackets',
        [
          { upToUit: '5', rate: '0.08' },
          { upToUit: '20', rate: '0.14' },
          { upToUit: '35', rate: '0.17' },
          { upToUit: '45', rate: 'x' },
          { upToUit: null, rate: '0.30' },
        ],
        '2026-01-01',
      )?.field,
    ).toBe('value.3.rate');
  });
});
