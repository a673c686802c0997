import { describe, expect, it } from 'vitest';
import {
  computeCts,
  computeGratificacion,
  computeVacations,
  type ParametersInForce,
  type PayslipLine,
} from '../src/index.ts';
import { afpWorker, P2026 } from './fixtures.ts';

const amount = (lines: readonly PayslipLine[], concept: string): string | undefined =>
  lines.find((l) => l.concept === concept)?.amount;

describe('gratificación', () => {
  it('pays one computable remuneration for a full semester, plus the 9 % bonificación', () => {
    const result = computeGratificacion({
      parameters: P2026,
      worker: afpWorker({ salary: '3500.00', familyAllowance: true }),
      year: 2026,
      semester: 'july',
    });
    expect(result).toMatchObject({
      months: 6,
      computable: '3613.00',
      gratificacion: '3613.00',
      bonificacionRate: '0.09',
      bonificacion: '325.17',
      total: '3938.17',
    });
    expect(result.lines.map((l) => [l.code, l.concept, l.amount])).toEqual([
      ['0406', 'gratificacion', '3613.00'],
      ['0312', 'bonificacion_extraordinaria', '325.17'],
    ]);
  });

  it('pays a sixth per whole month worked: hired 10 March → April-June = 3/6', () => {
    const result = computeGratificacion({
      parameters: P2026,
      worker: afpWorker({ salary: '3000.00', hireDate: '2026-03-10' }),
      year: 2026,
      semester: 'july',
    });
    expect(result.months).toBe(3);
    expect(result.gratificacion).toBe('1500.00');
    expect(result.bonificacion).toBe('135.00');
  });

  it('counts a month only when worked from its first day: hired 1 March → 4/6', () => {
    const worker = afpWorker({ salary: '3000.00', hireDate: '2026-03-01' });
    expect(
      computeGratificacion({ parameters: P2026, worker, year: 2026, semester: 'july' }).gratificacion,
    ).toBe('2000.00');
  });

  it('pays 6.75 % bonificación to workers covered by an EPS', () => {
    const result = computeGratificacion({
      parameters: P2026,
      worker: afpWorker({ salary: '3000.00', health: 'eps' }),
      year: 2026,
      semester: 'december',
    });
    expect(result.bonificacionRate).toBe('0.0675');
    expect(result.bonificacion).toBe('202.50');
  });

  it('adds regular variable supplements (3 months of 6 or more) as their semester average', () => {
    const result = computeGratificacion({
      parameters: P2026,
      worker: afpWorker({ salary: '3000.00' }),
      year: 2026,
      semester: 'july',
      supplements: [
        { concept: 'overtime', amounts: ['120.00', '0.00', '180.00', '0.00', '60.00', '0.00'] },
        { concept: 'commission', amounts: ['500.00', '400.00', '0.00', '0.00', '0.00', '0.00'] },
      ],
    });
    // overtime paid in 3 months: 360 / 6 = 60; commission only in 2: not regular.
    expect(result.computable).toBe('3060.00');
    expect(result.gratificacion).toBe('3060.00');
  });
});

describe('CTS', () => {
  it('reproduces the Caballero Bustamante worked example (May-October 2012)', () => {
    // RMV 750 in 2012: asignación familiar 75.
    const parameters2012: ParametersInForce = { ...P2026, rmv: '750.00' };
    const result = computeCts({
      parameters: parameters2012,
      worker: afpWorker({ salary: '2000.00', familyAllowance: true, hireDate: '2010-03-01' }),
      year: 2012,
      deposit: 'november',
      gratificacion: '2075.00',
    });
    expect(result).toMatchObject({
      periodFrom: '2012-05-01',
      periodTo: '2012-10-31',
      months: 6,
      days: 0,
      computable: '2075.00',
      gratificacionSixth: '345.83',
      base: '2420.83',
      amount: '1210.42',
    });
    expect(result.lines[0]).toMatchObject({
      code: '0904',
      concept: 'cts',
      quantity: '180',
      amount: '1210.42',
    });
  });

  it('adds base / 360 per day: hired 10 June 2026 → 4 months 21 days to 31 October', () => {
    const result = computeCts({
      parameters: P2026,
      worker: afpWorker({ salary: '3600.00', hireDate: '2026-06-10' }),
      year: 2026,
      deposit: 'november',
      gratificacion: '600.00',
    });
    // June 10-30 = 21 days, July-October = 4 months; base 3,600 + 100 = 3,700;
    // 3,700 / 12 × 4 + 3,700 / 360 × 21 = 1,233.33 + 215.83 = 1,449.17
    expect(result.months).toBe(4);
    expect(result.days).toBe(21);
    expect(result.amount).toBe('1449.17');
  });

  it('takes a day off for each unjustified absence', () => {
    const result = computeCts({
      parameters: P2026,
      worker: afpWorker({ salary: '3600.00', hireDate: '2020-01-01' }),
      year: 2026,
      deposit: 'may',
      gratificacion: '3600.00',
      absenceDays: 3,
    });
    // base 4,200; 177 days: 4,200 × 177 / 360 = 2,065.00
    expect(result.months).toBe(5);
    expect(result.days).toBe(27);
    expect(result.periodFrom).toBe('2025-11-01');
    expect(result.amount).toBe('2065.00');
  });
});

describe('vacations', () => {
  const worker = afpWorker({ salary: '3000.00', familyAllowance: true });

  it('pays pending days, the triple for days not taken in time, and truncated months and days', () => {
    const result = computeVacations({
      parameters: P2026,
      worker,
      pendingDays: 30,
      overdueDays: 15,
      truncated: { months: 5, days: 10 },
    });
    // computable 3,113; (30 + 15) / 30 × 3,113 = 4,669.50; indemnity 15 / 30 × 3,113 = 1,556.50;
    // truncated 3,113 × 160 / 360 = 1,383.56
    expect(result.entitlementDays).toBe(30);
    expect(result.vacationPay).toBe('4669.50');
    expect(result.indemnity).toBe('1556.50');
    expect(result.truncated).toBe('1383.56');
    expect(result.lines.map((l) => l.code)).toEqual(['0118', '0114', '0504']);
    expect(result.totals.earnings).toBe('7609.56');
  });

  it('pays truncated vacations a twelfth per month', () => {
    const result = computeVacations({
      parameters: P2026,
      worker: afpWorker({ salary: '3000.00' }),
      truncated: { months: 7, days: 0 },
    });
    expect(result.truncated).toBe('1750.00');
  });

  it('earns 15 days a year in the micro and small company regimes', () => {
    for (const regime of ['small', 'micro'] as const) {
      const result = computeVacations({
        parameters: P2026,
        worker: { ...worker, regime },
        truncated: { months: 5, days: 10 },
      });
      expect(result.entitlementDays).toBe(15);
      expect(result.truncated).toBe('691.78');
    }
  });
});

describe('labour regimes', () => {
  const gratificacionOf = (regime: 'general' | 'small' | 'micro') =>
    computeGratificacion({
      parameters: P2026,
      worker: afpWorker({ salary: '3000.00', regime }),
      year: 2026,
      semester: 'december',
    });
  const ctsOf = (regime: 'general' | 'small' | 'micro', gratificacion: string) =>
    computeCts({
      parameters: P2026,
      worker: afpWorker({ salary: '3000.00', regime }),
      year: 2026,
      deposit: 'november',
      gratificacion,
    });

  it('pays full gratificaciones in the general regime, half in pequeña empresa, none in microempresa', () => {
    expect(gratificacionOf('general').total).toBe('3270.00');
    expect(gratificacionOf('small').total).toBe('1635.00');
    expect(gratificacionOf('micro').total).toBe('0.00');
    expect(gratificacionOf('micro').lines).toEqual([]);
  });

  it('pays full CTS in the general regime, half in pequeña empresa, none in microempresa', () => {
    // general: (3,000 + 500) / 2 = 1,750; pequeña: (3,000 + 250) / 2 × 0.5 = 812.50
    expect(ctsOf('general', '3000.00').amount).toBe('1750.00');
    expect(ctsOf('small', '1500.00').amount).toBe('812.50');
    expect(ctsOf('micro', '0.00').amount).toBe('0.00');
    expect(ctsOf('micro', '0.00').lines).toEqual([]);
  });

  it('sets 30 vacation days in the general regime and 15 in the others', () => {
    const days = (regime: 'general' | 'small' | 'micro') =>
      computeVacations({ parameters: P2026, worker: afpWorker({ regime }) }).entitlementDays;
    expect([days('general'), days('small'), days('micro')]).toEqual([30, 15, 15]);
  });

  it('pays the bonificación on the halved gratificación, and none to a worker on the SIS', () => {
    expect(amount(gratificacionOf('small').lines, 'bonificacion_extraordinaria')).toBe('135.00');
    const sis = computeGratificacion({
      parameters: P2026,
      worker: afpWorker({ salary: '3000.00', health: 'sis' }),
      year: 2026,
      semester: 'december',
    });
    expect(sis.gratificacion).toBe('3000.00');
    expect(sis.bonificacion).toBe('0.00');
  });
});
