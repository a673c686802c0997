import { describe, expect, it } from 'vitest';
import {
  computeCts,
  computeLiquidacion,
  computePayslip,
  DEFAULT_PARAMETER_HISTORY,
  type ParameterRecord,
  parametersAt,
} from '../src/index.ts';
import { afpWorker, P2026 } from './fixtures.ts';

describe('pequeña empresa CTS: 15 daily remunerations a year, 90 at most (DS 013-2013-PRODUCE art. 57)', () => {
  const small = afpWorker({ salary: '3000.00', regime: 'small', hireDate: '2015-01-01' });

  it('deposits half the general CTS and reports it in daily remunerations', () => {
    const result = computeCts({
      parameters: P2026,
      worker: small,
      year: 2026,
      deposit: 'may',
      gratificacion: '1500.00',
    });
    // base 3,000 + 1,500 / 6 = 3,250; × 180 / 360 × 0.5 = 812.50 = 7.5 daily remunerations of 108.33
    expect(result.amount).toBe('812.50');
    expect(result.dailyPays).toBe('7.5000');
    expect(result.warnings).toEqual([]);
  });

  it('stops at 90 daily remunerations in all', () => {
    const nearly = computeCts({
      parameters: P2026,
      worker: small,
      year: 2026,
      deposit: 'may',
      gratificacion: '1500.00',
      accruedDailyPays: '87.5',
    });
    // 2.5 daily remunerations left: 3,250 / 30 × 2.5 = 270.83
    expect(nearly.amount).toBe('270.83');
    expect(nearly.warnings).toEqual(['cts_cap_reached']);
    const full = computeCts({
      parameters: P2026,
      worker: small,
      year: 2026,
      deposit: 'may',
      gratificacion: '1500.00',
      accruedDailyPays: '90',
    });
    expect(full.amount).toBe('0.00');
    expect(full.lines).toEqual([]);
  });

  it("takes the sum of earlier deposits' dailyPays as they come, with four decimals", () => {
    const first = computeCts({
      parameters: P2026,
      worker: small,
      year: 2026,
      deposit: 'may',
      gratificacion: '1000.00',
    });
    const next = computeCts({
      parameters: P2026,
      worker: small,
      year: 2026,
      deposit: 'may',
      gratificacion: '1500.00',
      accruedDailyPays: '87.5000',
    });
    expect(first.dailyPays).toMatch(/^\d+\.\d{4}$/);
    expect(next.amount).toBe('270.83');
    expect(() =>
      computeCts({
        parameters: P2026,
        worker: small,
        year: 2026,
        deposit: 'may',
        gratificacion: '1500.00',
        accruedDailyPays: '1.23456',
      }),
    ).toThrow(/accruedDailyPays/);
  });

  it('does not cap the general regime', () => {
    const general = computeCts({
      parameters: P2026,
      worker: afpWorker({ salary: '3000.00', hireDate: '2015-01-01' }),
      year: 2026,
      deposit: 'may',
      gratificacion: '3000.00',
      accruedDailyPays: '500',
    });
    expect(general.amount).toBe('1750.00');
    expect(general.warnings).toEqual([]);
  });

  it('caps the CTS of a liquidación too', () => {
    const result = computeLiquidacion({
      parameters: P2026,
      worker: { ...small, terminationDate: '2026-09-20' },
      ctsAccruedDailyPays: '90',
    });
    expect(result.cts.amount).toBe('0.00');
    expect(result.warnings).toContain('cts_cap_reached');
  });
});

describe('AFP premium cap with a validity range', () => {
  it('caps the premium while a cap is in force', () => {
    const result = computePayslip({
      period: { year: 2026, month: 3 },
      parameters: P2026,
      worker: afpWorker({ salary: '15000.00' }),
    });
    // 12,184.88 × 1.37 % = 166.93
    expect(result.lines.find((l) => l.concept === 'afp_premium')?.amount).toBe('166.93');
    expect(result.warnings).not.toContain('afp_premium_cap_missing');
  });

  it('warns in a month with no cap in force and charges the premium on the whole base', () => {
    const history: ParameterRecord[] = DEFAULT_PARAMETER_HISTORY.filter(
      (r) => r.parameter !== 'afpPremiumCap',
    );
    const result = computePayslip({
      period: { year: 2026, month: 3 },
      parameters: parametersAt(history, '2026-03-31'),
      worker: afpWorker({ salary: '15000.00' }),
    });
    expect(result.warnings).toContain('afp_premium_cap_missing');
    expect(result.lines.find((l) => l.concept === 'afp_premium')?.amount).toBe('205.50');
  });

  it('ends the seed value, so a month after it warns until HR records the new quarter', () => {
    const cap = DEFAULT_PARAMETER_HISTORY.find((r) => r.parameter === 'afpPremiumCap');
    expect(cap?.validTo).not.toBeNull();
    const later = parametersAt(DEFAULT_PARAMETER_HISTORY, '2027-01-31');
    expect(later.afpPremiumCap).toBeUndefined();
  });
});
