import type { PayslipLine } from '@zerg/payroll-pe';
import { describe, expect, it } from 'vitest';
import { provisionOfSlip, settledWindow, settlingRunOf } from './payroll-provision.ts';

const line = (concept: string, kind: PayslipLine['kind'], amount: string, rate: string | null = null) =>
  ({ code: '0000', concept, kind, base: '0', rate, quantity: null, amount, reference: null }) as PayslipLine;

/** A month of S/ 3,000 basic and S/ 113 family allowance (10 % of the RMV of 1,130), ESSALUD 9 %. */
const slip = (regime: string, extra: PayslipLine[] = []) => ({
  worker: { regime },
  lines: [
    line('basic', 'earning', '3000.00'),
    line('family_allowance', 'earning', '113.00'),
    line('overtime_25', 'earning', '250.00'),
    line('onp', 'deduction', '437.29'),
    line('essalud', 'employer', '302.67', '0.09'),
    ...extra,
  ],
});

describe('the monthly provision of a slip', () => {
  it('general regime: 1/6 gratificación + 9 %, CTS 1/12 of pay and 1/6 of it, vacations 1/12 + ESSALUD', () => {
    // Computable 3,113.00 (overtime is variable pay: left to the benefit run's difference).
    // Gratificación 3,113.00 / 6 = 518.8333 → 518.83; bonificación 9 % = 46.6947 → 46.69.
    // CTS (3,113.00 + 3,113.00 / 6 = 518.83) / 12 = 3,631.83 / 12 = 302.6525 → 302.65.
    // Vacations 3,113.00 / 12 = 259.4166 → 259.42; ESSALUD 9 % = 23.3478 → 23.35.
    expect(provisionOfSlip(slip('general'))).toEqual({
      gratificacion: 51883n,
      bonus: 4669n,
      cts: 30265n,
      vacation: 25942n,
      essalud: 2335n,
    });
  });

  it('pequeña empresa: half gratificación and CTS, 15 vacation days', () => {
    // Gratificación 3,113.00 × ½ / 6 = 259.4166 → 259.42; bonus 9 % = 23.3478 → 23.35.
    // CTS (3,113.00 + (3,113.00 × ½) / 6 = 259.42) × ½ / 12 = 3,372.42 / 24 = 140.5175 → 140.52.
    // Vacations 3,113.00 × 15 / 360 = 129.7083 → 129.71; ESSALUD 9 % = 11.6739 → 11.67.
    expect(provisionOfSlip(slip('small'))).toEqual({
      gratificacion: 25942n,
      bonus: 2335n,
      cts: 14052n,
      vacation: 12971n,
      essalud: 1167n,
    });
  });

  it('microempresa: no gratificación nor CTS; 15 vacation days and no ESSALUD under the SIS', () => {
    const micro = {
      worker: { regime: 'micro' },
      lines: [line('basic', 'earning', '1200.00'), line('sis', 'employer', '15.00')],
    };
    // Vacations 1,200.00 × 15 / 360 = 50.00; the SIS line carries no ESSALUD.
    expect(provisionOfSlip(micro)).toEqual({
      gratificacion: 0n,
      bonus: 0n,
      cts: 0n,
      vacation: 5000n,
      essalud: 0n,
    });
  });

  it('counts vacation pay as computable and nothing when nothing was paid', () => {
    const onVacation = { worker: { regime: 'general' }, lines: [line('vacation', 'earning', '1200.00')] };
    // 1,200 / 6 = 200.00; 9 % = 18.00; (1,200 + 200) / 12 = 116.6666 → 116.67; 1,200 / 12 = 100.00.
    expect(provisionOfSlip(onVacation)).toEqual({
      gratificacion: 20000n,
      bonus: 1800n,
      cts: 11667n,
      vacation: 10000n,
      essalud: 0n,
    });
    expect(provisionOfSlip({ worker: {}, lines: [] }).cts).toBe(0n);
  });
});

describe('which run settles which months', () => {
  const at = (y: number, m: number) => y * 12 + m - 1;
  it('the July gratificación January–June, December July–December', () => {
    expect(settledWindow('gratificacion', 2026, 7)).toEqual({ from: at(2026, 1), to: at(2026, 6) });
    expect(settledWindow('gratificacion', 2026, 12)).toEqual({ from: at(2026, 7), to: at(2026, 12) });
    expect(settlingRunOf('gratificacion', 2026, 3)).toEqual({ year: 2026, month: 7 });
    expect(settlingRunOf('gratificacion', 2026, 12)).toEqual({ year: 2026, month: 12 });
  });
  it('the May CTS November–April, November May–October (DS 001-97-TR art. 21)', () => {
    expect(settledWindow('cts', 2026, 5)).toEqual({ from: at(2025, 11), to: at(2026, 4) });
    expect(settledWindow('cts', 2026, 11)).toEqual({ from: at(2026, 5), to: at(2026, 10) });
    expect(settlingRunOf('cts', 2026, 4)).toEqual({ year: 2026, month: 5 });
    expect(settlingRunOf('cts', 2026, 10)).toEqual({ year: 2026, month: 11 });
    expect(settlingRunOf('cts', 2026, 12)).toEqual({ year: 2027, month: 5 });
  });
});
