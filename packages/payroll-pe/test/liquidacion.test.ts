import { describe, expect, it } from 'vitest';
import { computeLiquidacion, computePayslip, type LiquidacionInput, type QuintaMonth } from '../src/index.ts';
import { afpWorker, P2026 } from './fixtures.ts';

function liquidacion(overrides: Partial<LiquidacionInput> = {}) {
  return computeLiquidacion({
    parameters: P2026,
    worker: afpWorker({ salary: '3000.00', hireDate: '2023-03-10', terminationDate: '2026-09-20' }),
    ...overrides,
  });
}

describe('liquidación de beneficios sociales', () => {
  it('settles CTS, gratificación and vacations truncated on 20 September 2026', () => {
    const result = liquidacion();
    // Service 10 Mar 2023 - 20 Sep 2026: 3 years 6 months 11 days.
    expect(result.service).toEqual({ years: 3, months: 6, days: 11 });
    // CTS since 1 May: 4 months 20 days; base 3,000 + July's 3,000 / 6 = 3,500; 3,500 × 140 / 360
    expect(result.cts).toEqual({
      from: '2026-05-01',
      to: '2026-09-20',
      gratificacion: '3000.00',
      gratificacionSixth: '500.00',
      months: 4,
      days: 20,
      base: '3500.00',
      amount: '1361.11',
    });
    // Gratificación trunca: July and August whole: 3,000 × 2 / 6 = 1,000 + 9 % = 90
    expect(result.gratificacion).toEqual({
      from: '2026-07-01',
      to: '2026-09-20',
      months: 2,
      amount: '1000.00',
      bonificacion: '90.00',
    });
    expect(result.computableParts).toEqual({
      salary: '3000.00',
      familyAllowance: '0.00',
      supplements: '0.00',
    });
    expect(result.vacation).toMatchObject({ from: '2026-03-10', to: '2026-09-20', pendingDays: 0 });
    // Vacaciones truncas since the 10 March anniversary: 6 months 11 days: 3,000 × 191 / 360
    expect(result.vacation).toMatchObject({ truncatedMonths: 6, truncatedDays: 11, truncated: '1591.67' });
    expect(result.lines.map((l) => [l.code, l.concept, l.amount])).toEqual([
      ['0904', 'cts', '1361.11'],
      ['0407', 'gratificacion_truncated', '1000.00'],
      ['0313', 'bonificacion_extraordinaria_truncated', '90.00'],
      ['0114', 'vacation_truncated', '1591.67'],
      // AFP only on the truncated vacations, the remunerative part.
      ['0608', 'afp_fund', '159.17'],
      ['0606', 'afp_premium', '21.81'],
      ['0601', 'afp_commission', '23.40'],
      ['0804', 'essalud', '143.25'],
    ]);
    expect(result.totals).toEqual({
      earnings: '4042.78',
      deductions: '204.38',
      employer: '143.25',
      net: '3838.40',
    });
    expect(result.warnings).toEqual(['quinta_not_computed']);
  });

  it('adds pending vacation and the indemnity for vacations not taken in time', () => {
    const result = liquidacion({ vacation: { pendingDays: 30, overdueDays: 30 } });
    // 60 / 30 × 3,000 paid as vacation, 30 / 30 × 3,000 more as indemnity (not remunerative).
    expect(result.vacation).toMatchObject({ pending: '6000.00', indemnity: '3000.00' });
    expect(result.lines.find((l) => l.concept === 'vacation_indemnity')?.code).toBe('0504');
    expect(result.lines.find((l) => l.concept === 'afp_fund')?.base).toBe('7591.67');
  });

  it('adds the arbitrary dismissal indemnity of each regime', () => {
    const indemnity = (regime: 'general' | 'small' | 'micro') =>
      liquidacion({
        worker: afpWorker({
          salary: '3000.00',
          regime,
          hireDate: '2023-03-10',
          terminationDate: '2026-09-20',
        }),
        arbitraryDismissal: true,
      }).dismissalIndemnity;
    // 1,271 days of service; daily 100: general 45 days a year, pequeña 20, micro 10.
    expect(indemnity('general')).toBe('15887.50');
    expect(indemnity('small')).toBe('7061.11');
    expect(indemnity('micro')).toBe('3530.56');
  });

  it('caps the general dismissal indemnity at 12 remunerations', () => {
    const result = liquidacion({
      worker: afpWorker({ salary: '3000.00', hireDate: '2010-01-01', terminationDate: '2026-09-20' }),
      arbitraryDismissal: true,
    });
    expect(result.dismissalIndemnity).toBe('36000.00');
  });

  describe('a fixed-term contract ended early (DS 003-97-TR art. 76)', () => {
    const early = (
      terminationDate: string,
      contractEndDate: string,
      regime: 'general' | 'small' = 'general',
    ) =>
      liquidacion({
        worker: afpWorker({ salary: '3000.00', regime, hireDate: '2026-01-01', terminationDate }),
        arbitraryDismissal: true,
        contractEndDate,
      });

    it('pays 1.5 monthly pays per month left, the odd days in thirtieths, as PLAME 0503', () => {
      // Last day 20 Jun 2026, contract to 31 Dec 2026: 21 Jun - 31 Dec = 6 months 10 days (190).
      // 1.5 × 3,000 × (6 + 10/30) = 4,500 × 6.3333… = 28,500.00
      const result = early('2026-06-20', '2026-12-31');
      expect(result.dismissalIndemnity).toBe('28500.00');
      const line = result.lines.find((l) => l.concept === 'dismissal_indemnity');
      expect(line).toMatchObject({ code: '0503', rate: '1.5', quantity: '190', amount: '28500.00' });
      // Not remunerative: the AFP base is the truncated vacations only (3,000 × 170 / 360 = 1,416.67).
      expect(result.lines.find((l) => l.concept === 'afp_fund')?.base).toBe('1416.67');
    });

    it('stops at 12 monthly pays', () => {
      // Last day 31 Jan 2026, contract to 31 Dec 2027: 23 months left; 1.5 × 23 = 34.5 > 12 → 36,000.00
      expect(early('2026-01-31', '2027-12-31').dismissalIndemnity).toBe('36000.00');
    });

    it('pays the regime indemnity for the time served outside the general regime (chosen reading)', () => {
      // Pequeña empresa: 20 daily pays a year over 1 Jan - 20 Jun 2026 (170 days): 100 × 20 × 170 / 360
      // = 944.44; the MYPE law sets its own indemnity and names no other for fixed-term contracts.
      const result = early('2026-06-20', '2026-12-31', 'small');
      expect(result.dismissalIndemnity).toBe('944.44');
      expect(result.lines.find((l) => l.concept === 'dismissal_indemnity')?.code).toBe('0501');
    });

    it('uses the regime indemnity when the agreed end is not after the last day', () => {
      // General: 45 daily pays a year over 170 days: 100 × 45 × 170 / 360 = 2,125.00
      expect(early('2026-06-20', '2026-06-20').dismissalIndemnity).toBe('2125.00');
    });
  });

  it('pays no CTS nor gratificación in the microempresa regime, half in pequeña empresa', () => {
    const micro = liquidacion({
      worker: afpWorker({
        salary: '3000.00',
        regime: 'micro',
        hireDate: '2023-03-10',
        terminationDate: '2026-09-20',
      }),
    });
    expect(micro.cts.amount).toBe('0.00');
    expect(micro.gratificacion.amount).toBe('0.00');
    expect(micro.vacation.truncated).toBe('795.83');
    expect(micro.lines.some((l) => l.concept === 'sis')).toBe(false);
    const small = liquidacion({
      worker: afpWorker({
        salary: '3000.00',
        regime: 'small',
        hireDate: '2023-03-10',
        terminationDate: '2026-09-20',
      }),
    });
    // CTS base 3,000 + 1,500 / 6 = 3,250 × 140 / 360 × 0.5
    expect(small.cts.amount).toBe('631.94');
    expect(small.gratificacion.amount).toBe('500.00');
  });

  it('pays the unpaid January-June gratificación when employment ends before 15 July', () => {
    const result = liquidacion({
      worker: afpWorker({ salary: '3000.00', hireDate: '2023-03-10', terminationDate: '2026-07-10' }),
    });
    expect(result.gratificacion).toEqual({
      from: '2026-01-01',
      to: '2026-07-10',
      months: 6,
      amount: '3000.00',
      bonificacion: '270.00',
    });
    const paid = liquidacion({
      worker: afpWorker({ salary: '3000.00', hireDate: '2023-03-10', terminationDate: '2026-07-10' }),
      previousGratificacionPaid: true,
    });
    expect(paid.gratificacion.months).toBe(0);
  });

  it('adds the average of the regular variable pay to every benefit, not an occasional one', () => {
    const result = liquidacion({
      supplements: [
        // Overtime in 4 of the last 6 months: regular (DS 001-97-TR art. 19): 1,200 / 6 = 200.
        { concept: 'overtime', amounts: ['300.00', '0.00', '300.00', '300.00', '0.00', '300.00'] },
        // A commission in 2 of 6: not regular, left out.
        { concept: 'commission', amounts: ['0.00', '500.00', '0.00', '0.00', '500.00', '0.00'] },
      ],
    });
    expect(result.computableParts).toEqual({
      salary: '3000.00',
      familyAllowance: '0.00',
      supplements: '200.00',
    });
    expect(result.computable).toBe('3200.00');
    // CTS: July's gratificación on the same computable 3,200, its sixth 533.33; base 3,733.33;
    // (3,200 × 6 + 3,200) × 140 / (6 × 360) = 3,136,000 / 2,160 = 1,451.85
    expect(result.cts).toMatchObject({ gratificacionSixth: '533.33', base: '3733.33', amount: '1451.85' });
    // Gratificación trunca 3,200 × 2 / 6 = 1,066.67; vacaciones truncas 3,200 × 191 / 360 = 1,697.78
    expect(result.gratificacion.amount).toBe('1066.67');
    expect(result.vacation.truncated).toBe('1697.78');
  });

  it('settles the fifth-category tax of the year, the last payslip included', () => {
    const worker = afpWorker({ salary: '9000.00', hireDate: '2023-03-10', terminationDate: '2026-09-20' });
    // Paid this year: 8 × 9,000 + July 9,810 + 20 days of September 6,000 = 87,810, on which the
    // September payslip settled the tax in full: (87,810 − 38,500) → 2,200 + 21,810 × 14 % = 5,253.40.
    const history: QuintaMonth[] = [
      ...Array.from({ length: 8 }, (_, index) => ({
        month: index + 1,
        remuneration: '9000.00',
        withheld: '600.00',
      })),
      { month: 7, remuneration: '0.00', gratificacion: '9810.00', withheld: '0.00' },
      { month: 9, remuneration: '6000.00', withheld: '453.40' },
    ];
    const result = computeLiquidacion({ parameters: P2026, worker, quinta: { history } });
    // Its taxable part, gratificación trunca 3,000 + 270 and vacaciones truncas 4,775, at 14 %.
    expect(result.vacation.truncated).toBe('4775.00');
    expect(result.quinta?.annualTax).toBe('6379.70');
    expect(result.quinta?.withholding).toBe('1126.30');
    expect(result.lines.find((l) => l.concept === 'quinta')).toMatchObject({
      code: '0605',
      amount: '1126.30',
    });
  });

  it('reports as excess what the projection over-withheld before an early termination', () => {
    const worker = afpWorker({ salary: '9000.00', hireDate: '2023-03-10', terminationDate: '2026-09-20' });
    const history: QuintaMonth[] = [];
    for (let month = 1; month <= 9; month += 1) {
      const payslip = computePayslip({
        period: { year: 2026, month },
        parameters: P2026,
        worker,
        gratificacion: month === 7 ? { gratificacion: '9000.00', bonificacion: '810.00' } : null,
        quinta: { history },
      });
      history.push(payslip.quintaEntry);
    }
    const withheld = history.reduce((sum, entry) => sum + Math.round(Number(entry.withheld) * 100), 0);
    const result = computeLiquidacion({ parameters: P2026, worker, quinta: { history } });
    expect(result.quinta?.annualTax).toBe('6379.70');
    expect(result.quinta?.withholding).toBe('0.00');
    expect(Math.round(Number(result.quinta?.excess) * 100)).toBe(withheld - 637970);
  });
});
