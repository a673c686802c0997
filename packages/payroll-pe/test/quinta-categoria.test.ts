import { describe, expect, it } from 'vitest';
import {
  computeAnnualQuintaTax,
  computeGratificacion,
  computePayslip,
  computeQuinta,
  divisorRule,
  type PaidGratificacion,
  type QuintaMonth,
  type Worker,
} from '../src/index.ts';
import { afpWorker, P2026, withheldOf } from './fixtures.ts';

/** Runs the twelve payslips of 2026, July and December with their gratificación, feeding the history. */
function year2026(workerFor: (month: number) => Worker, firstMonth = 1): QuintaMonth[] {
  const history: QuintaMonth[] = [];
  for (let month = firstMonth; month <= 12; month += 1) {
    const worker = workerFor(month);
    let gratificacion: PaidGratificacion | null = null;
    if (month === 7 || month === 12) {
      gratificacion = computeGratificacion({
        parameters: P2026,
        worker,
        year: 2026,
        semester: month === 7 ? 'july' : 'december',
      });
    }
    const payslip = computePayslip({
      period: { year: 2026, month },
      parameters: P2026,
      worker,
      gratificacion,
      quinta: { history },
    });
    history.push(payslip.quintaEntry);
  }
  return history;
}

describe('annual tax by brackets (UIT 2026 = 5,500; 7 UIT = 38,500)', () => {
  const taxOnNet = (net: number): string => computeAnnualQuintaTax((net + 38500).toFixed(2), P2026).tax;

  it('charges nothing up to 7 UIT', () => {
    expect(computeAnnualQuintaTax('38500.00', P2026).tax).toBe('0.00');
    expect(computeAnnualQuintaTax('20000.00', P2026).netIncome).toBe('0.00');
  });

  it('applies the five cumulative brackets', () => {
    expect(taxOnNet(27500)).toBe('2200.00'); // 5 UIT × 8 %
    expect(taxOnNet(110000)).toBe('13750.00'); // + 15 UIT × 14 % = 11,550
    expect(taxOnNet(192500)).toBe('27775.00'); // + 15 UIT × 17 % = 14,025
    expect(taxOnNet(247500)).toBe('38775.00'); // + 10 UIT × 20 % = 11,000
    expect(taxOnNet(300000)).toBe('54525.00'); // + 52,500 × 30 % = 15,750
    expect(taxOnNet(10000)).toBe('800.00');
    expect(taxOnNet(32400)).toBe('2886.00'); // 2,200 + 4,900 × 14 %
  });
});

describe('divisor rule of the month', () => {
  it('follows PAYROLL-PE.md month by month', () => {
    const rules = Array.from({ length: 12 }, (_, index) => divisorRule(index + 1));
    expect(rules.map((r) => r.divisor)).toEqual([12, 12, 12, 9, 8, 8, 8, 5, 4, 4, 4, 1]);
    expect(rules.map((r) => r.subtractThrough)).toEqual([0, 0, 0, 3, 4, 4, 4, 7, 8, 8, 8, 11]);
  });
});

describe('withholding across a whole year', () => {
  it('constant salary 4,000: income 48,000 + 2 gratificaciones of 4,000 = 56,000, tax 1,400; each 9 % bonificación taxed in its month', () => {
    const history = year2026(() => afpWorker({ salary: '4000.00' }));
    // The projection takes the gratificaciones without their bonificación (SUNAT, caso práctico I).
    // Jan-Mar 1,400 / 12 = 116.6667 → 116.67
    // Apr (1,400 − 350.01) / 9 = 116.6656 → 116.67
    // May-Jun (1,400 − 466.68) / 8 = 116.665 → 116.67 (half up)
    // Jul: the same 116.665, plus the bonificación of 360 taxed in full: 56,360 → tax 1,428.80, + 28.80
    //   → 145.465 → 145.47
    // Aug (1,428.80 − 845.49) / 5 = 116.662 → 116.66
    // Sep-Nov (1,428.80 − 962.15) / 4 = 116.6625 → 116.66
    // Dec: 56,720 with December's bonificación → tax 1,457.60 − 1,312.13 withheld = 145.47
    expect(withheldOf(history)).toEqual([
      '116.67',
      '116.67',
      '116.67',
      '116.67',
      '116.67',
      '116.67',
      '145.47',
      '116.66',
      '116.66',
      '116.66',
      '116.66',
      '145.47',
    ]);
    const total = history.reduce((sum, entry) => sum + Math.round(Number(entry.withheld) * 100), 0);
    expect(total).toBe(145760);
  });

  it('salary raised in April (5,000) and September (6,000)', () => {
    const salaryIn = (month: number): string => (month < 4 ? '4000.00' : month < 9 ? '5000.00' : '6000.00');
    const history = year2026((month) => afpWorker({ salary: salaryIn(month) }));
    // Jan-Mar: 56,000 → tax 1,400 → 116.67.
    // Apr-Aug: 12,000 paid + 9 × 5,000 + 2 × 5,000 = 67,000 → tax 2,200 + 1,000 × 14 % = 2,340;
    //   Apr (2,340 − 350.01) / 9 = 221.11; May-Jun (2,340 − 571.12) / 8 = 221.11;
    //   Jul + the bonificación of 450 in full: 67,450 → tax 2,403, + 63.00 → 284.11;
    //   Aug (2,403 − 1,297.45) / 5 = 221.11.
    // Sep-Dec: 42,450 paid + 4 × 6,000 + 6,000 = 72,450 → tax 3,103;
    //   Sep-Nov (3,103 − 1,518.56) / 4 = 396.11;
    //   Dec + the bonificación of 540: 72,990 → tax 3,178.60 − 2,706.89 = 471.71.
    expect(withheldOf(history)).toEqual([
      '116.67',
      '116.67',
      '116.67',
      '221.11',
      '221.11',
      '221.11',
      '284.11',
      '221.11',
      '396.11',
      '396.11',
      '396.11',
      '471.71',
    ]);
    expect(history.map((e) => e.gratificacion)).toEqual([
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '5000.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '6000.00',
    ]);
    expect(history.map((e) => e.extraordinary)).toEqual([
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '450.00',
      '0.00',
      '0.00',
      '0.00',
      '0.00',
      '540.00',
    ]);
  });

  it('worker who joins on 1 August (salary 8,500)', () => {
    const history = year2026(() => afpWorker({ salary: '8500.00', hireDate: '2026-08-01' }), 8);
    // Aug: 5 × 8,500 + December gratificación 5/6 × 8,500 = 7,083.33 → 49,583.33;
    //   tax (49,583.33 − 38,500) × 8 % = 886.6664; Aug-Nov 886.6664 / 5 = 177.33
    // Dec: + the bonificación 637.50 → 50,220.83 → tax 937.6664 − 709.32 = 228.3464 → 228.35
    expect(withheldOf(history)).toEqual(['177.33', '177.33', '177.33', '177.33', '228.35']);
    expect(history[4]?.gratificacion).toBe('7083.33');
    expect(history[4]?.extraordinary).toBe('637.50');
  });

  it('worker who joins on 16 August: a 16-day first month, four whole months of gratificación', () => {
    const payslip = computePayslip({
      period: { year: 2026, month: 8 },
      parameters: P2026,
      worker: afpWorker({ salary: '8500.00', hireDate: '2026-08-16' }),
    });
    expect(payslip.days.worked).toBe(16);
    // 8,500 / 30 × 16 = 4,533.33 + 4 × 8,500 + 5,666.67 = 44,200.00 → tax 456.00 → / 5
    expect(payslip.quinta.projectedIncome).toBe('44200.00');
    expect(payslip.quinta.annualTax).toBe('456.00');
    expect(payslip.quintaEntry.withheld).toBe('91.20');
  });

  it('worker joining in August with income from a previous employer', () => {
    const history: QuintaMonth[] = [];
    const worker = afpWorker({ salary: '8500.00', hireDate: '2026-08-01' });
    for (let month = 8; month <= 12; month += 1) {
      const gratificacion =
        month === 12
          ? computeGratificacion({ parameters: P2026, worker, year: 2026, semester: 'december' })
          : null;
      const payslip = computePayslip({
        period: { year: 2026, month },
        parameters: P2026,
        worker,
        gratificacion,
        quinta: { history, previousEmployer: { income: '30000.00', withheld: '500.00' } },
      });
      history.push(payslip.quintaEntry);
    }
    // 30,000 + 49,583.33 = 79,583.33 → tax 2,200 + 13,583.33 × 14 % = 4,101.6662
    // Aug (4,101.6662 − 500) / 5 = 720.33; Sep-Nov (4,101.6662 − 1,220.33) / 4 = 720.33
    // Dec + the bonificación 637.50 → 80,220.83 → tax 4,190.9162 − 500 − 2,881.32 = 809.60
    expect(withheldOf(history)).toEqual(['720.33', '720.33', '720.33', '720.33', '809.60']);
  });
});

describe('computeQuinta', () => {
  it('computes the withholding from the unrounded annual tax', () => {
    // 12 × 4,000.02 = 48,000.24 → tax 760.0192; 760.0192 / 12 = 63.3349 → 63.33,
    // where the rounded tax (760.02 / 12 = 63.335) would give 63.34.
    const result = computeQuinta({
      period: { year: 2026, month: 1 },
      parameters: P2026,
      monthRemuneration: '4000.02',
    });
    expect(result.annualTax).toBe('760.02');
    expect(result.withholding).toBe('63.33');
  });

  it('taxes extraordinary income in full in its month', () => {
    const history: QuintaMonth[] = [
      { month: 1, remuneration: '4000.00', withheld: '121.47' },
      { month: 2, remuneration: '4000.00', withheld: '121.47' },
    ];
    const march = computeQuinta({
      period: { year: 2026, month: 3 },
      parameters: P2026,
      monthRemuneration: '4000.00',
      upcomingGratificaciones: '8720.00',
      monthExtraordinary: '2000.00',
      history,
    });
    // Ordinary 1,457.60 / 12 = 121.47; with the 2,000: 20,220 × 8 % = 1,617.60, all 160.00 now.
    expect(march.ordinaryWithholding).toBe('121.47');
    expect(march.extraordinaryWithholding).toBe('160.00');
    expect(march.withholding).toBe('281.47');
    const april = computeQuinta({
      period: { year: 2026, month: 4 },
      parameters: P2026,
      monthRemuneration: '4000.00',
      upcomingGratificaciones: '8720.00',
      history: [
        ...history,
        { month: 3, remuneration: '4000.00', extraordinary: '2000.00', withheld: '281.47' },
      ],
    });
    // (1,617.60 − 524.41) / 9 = 121.4656 → back to 121.47.
    expect(april.annualTax).toBe('1617.60');
    expect(april.withholding).toBe('121.47');
  });

  it('settles the year in December and reports an excess instead of a negative withholding', () => {
    const history: QuintaMonth[] = Array.from({ length: 11 }, (_, index) => ({
      month: index + 1,
      remuneration: '4000.00',
      withheld: '200.00',
    }));
    const december = computeQuinta({
      period: { year: 2026, month: 12 },
      parameters: P2026,
      monthRemuneration: '4000.00',
      monthGratificacion: '4360.00',
      history,
    });
    // Paid 44,000 + 4,000 + 4,360 = 52,360 → tax 1,108.80; withheld 2,200.00 → 1,091.20 over.
    expect(december.annualTax).toBe('1108.80');
    expect(december.withholding).toBe('0.00');
    expect(december.excess).toBe('1091.20');
  });

  it('in the last month of employment projects nothing further', () => {
    const result = computeQuinta({
      period: { year: 2026, month: 5 },
      parameters: P2026,
      monthRemuneration: '10000.00',
      upcomingGratificaciones: '20000.00',
      history: [
        { month: 3, remuneration: '10000.00', withheld: '100.00' },
        { month: 4, remuneration: '10000.00', withheld: '100.00' },
      ],
      final: true,
    });
    // 30,000 − 38,500 < 0: no tax at all, and the 200 withheld are an excess.
    expect(result.projectedIncome).toBe('30000.00');
    expect(result.withholding).toBe('0.00');
    expect(result.excess).toBe('200.00');
  });
});
