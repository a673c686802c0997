import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeAnnualQuintaTax,
  computeCts,
  computeGratificacion,
  computeLiquidacion,
  computePayslip,
  computeQuincena,
  computeQuinta,
  computeVacations,
  type LabourRegime,
  type PayslipInput,
  type PayslipLine,
  type QuintaMonth,
  type Worker,
} from '../src/index.ts';
import { P2026 } from './fixtures.ts';

const MONEY = /^\d+\.\d{2}$/;
const DECIMAL = /^\d+(\.\d+)?$/;

function centsToString(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

const cents = (value: string): number => {
  expect(value).toMatch(MONEY);
  const [units = '0', fraction = '0'] = value.split('.');
  return Number(units) * 100 + Number(fraction);
};

const amount = (minCents: number, maxCents: number) =>
  fc.integer({ min: minCents, max: maxCents }).map(centsToString);
const regime = fc.constantFrom<LabourRegime>('general', 'small', 'micro');
const pension = fc.oneof(
  fc.constant({ system: 'onp' } as const),
  fc.record({
    system: fc.constant('afp' as const),
    afp: fc.constantFrom('habitat', 'integra', 'prima', 'profuturo'),
    commission: fc.constantFrom('flow' as const, 'mixed' as const),
  }),
);

const worker = fc.record({
  salary: amount(0, 6_000_000),
  regime,
  familyAllowance: fc.boolean(),
  hireDate: fc.constantFrom('2015-06-15', '2025-12-01', '2026-01-01', '2026-02-10'),
  pension,
  health: fc.option(fc.constantFrom('essalud' as const, 'eps' as const, 'sis' as const), { nil: undefined }),
});

const attendance = fc
  .record({
    worked: fc.integer({ min: 0, max: 30 }),
    vacationShare: fc.integer({ min: 0, max: 30 }),
    absenceShare: fc.integer({ min: 0, max: 30 }),
    tardinessShare: fc.integer({ min: 0, max: 1000 }),
    nightShare: fc.integer({ min: 0, max: 30 }),
    overtime25: fc.integer({ min: 0, max: 120 }).map((h) => h / 2),
    overtime35: fc.integer({ min: 0, max: 120 }).map((h) => h / 4),
  })
  .map((a) => {
    const vacationDays = Math.min(a.vacationShare, 30 - a.worked);
    const absenceDays = Math.min(a.absenceShare, a.worked);
    const tardinessMinutes = Math.floor(((a.worked - absenceDays) * 480 * a.tardinessShare) / 1000);
    return {
      daysWorked: a.worked,
      vacationDays,
      absenceDays,
      tardinessMinutes,
      nightDays: Math.min(a.nightShare, a.worked),
      overtimeHours25: a.overtime25,
      overtimeHours35: a.overtime35,
    };
  });

const items = fc.array(fc.record({ amount: amount(0, 500_000) }), { maxLength: 3 });

const history = fc.array(
  fc.record({
    month: fc.integer({ min: 1, max: 2 }),
    remuneration: amount(0, 5_000_000),
    gratificacion: amount(0, 1_000_000),
    extraordinary: amount(0, 1_000_000),
    withheld: amount(0, 1_000_000),
  }),
  { maxLength: 3 },
);

const payslipInput = fc.record({
  month: fc.integer({ min: 3, max: 12 }),
  worker,
  attendance,
  commissions: items,
  bonuses: fc.array(
    fc.record({
      amount: amount(0, 500_000),
      kind: fc.constantFrom('regular' as const, 'occasional' as const, 'extraordinary' as const),
    }),
    { maxLength: 3 },
  ),
  additionalWork: items,
  discounts: items,
  advances: items,
  quincena: fc.option(amount(0, 3_000_000), { nil: null }),
  history,
  gratificacion: fc.option(
    fc.record({ gratificacion: amount(0, 6_000_000), bonificacion: amount(0, 540_000) }),
    {
      nil: null,
    },
  ),
  previousEmployer: fc.option(fc.record({ income: amount(0, 10_000_000), withheld: amount(0, 1_000_000) }), {
    nil: null,
  }),
});

function toPayslipInput(draw: PayslipArbitrary): PayslipInput {
  return {
    period: { year: 2026, month: draw.month },
    parameters: P2026,
    worker: draw.worker,
    attendance: draw.attendance,
    commissions: draw.commissions,
    bonuses: draw.bonuses,
    additionalWork: draw.additionalWork,
    discounts: draw.discounts,
    advances: draw.advances,
    quincena: draw.quincena,
    gratificacion: draw.gratificacion,
    quinta: { history: draw.history, previousEmployer: draw.previousEmployer },
  };
}

type PayslipArbitrary = typeof payslipInput extends fc.Arbitrary<infer T> ? T : never;

function checkLines(lines: readonly PayslipLine[]): void {
  for (const line of lines) {
    expect(line.amount).toMatch(MONEY);
    expect(line.base).toMatch(MONEY);
    if (line.rate !== null) expect(line.rate).toMatch(DECIMAL);
    if (line.quantity !== null) expect(line.quantity).toMatch(DECIMAL);
    expect(line.code).toMatch(/^\d{4}$/);
  }
}

function sumOf(lines: readonly PayslipLine[], kind: string): number {
  return lines.filter((l) => l.kind === kind).reduce((total, l) => total + cents(l.amount), 0);
}

describe('properties', () => {
  it('net = earnings − deductions to the céntimo, and totals are the sums of the lines', () => {
    fc.assert(
      fc.property(payslipInput, (draw) => {
        const result = computePayslip(toPayslipInput(draw));
        const earnings = sumOf(result.lines, 'earning');
        const deductions = sumOf(result.lines, 'deduction');
        expect(cents(result.totals.earnings)).toBe(earnings);
        expect(cents(result.totals.deductions)).toBe(deductions);
        expect(cents(result.totals.employer)).toBe(sumOf(result.lines, 'employer'));
        expect(cents(result.totals.net)).toBe(earnings - deductions);
      }),
      { numRuns: 300 },
    );
  });

  it('no payslip amount is negative or NaN for any valid input', () => {
    fc.assert(
      fc.property(payslipInput, (draw) => {
        const result = computePayslip(toPayslipInput(draw));
        checkLines(result.lines);
        for (const value of Object.values(result.totals)) expect(value).toMatch(MONEY);
        for (const value of Object.values(result.bases)) expect(value).toMatch(MONEY);
        for (const [key, value] of Object.entries(result.quinta)) {
          if (typeof value === 'string') expect(value, key).toMatch(MONEY);
        }
        for (const value of Object.values(result.quintaEntry)) {
          if (typeof value === 'string') expect(value).toMatch(MONEY);
        }
        for (const carry of result.carryOver) expect(carry.amount).toMatch(MONEY);
      }),
      { numRuns: 300 },
    );
  });

  it('the twelve withholdings of a constant salary add up to the annual tax', () => {
    fc.assert(
      fc.property(
        amount(113_000, 6_000_000),
        fc.boolean(),
        fc.constantFrom<LabourRegime>('general', 'small', 'micro'),
        pension,
        (salary, familyAllowance, labourRegime, affiliation) => {
          const w: Worker = {
            salary,
            regime: labourRegime,
            familyAllowance,
            hireDate: '2019-01-01',
            pension: affiliation,
          };
          const entries: QuintaMonth[] = [];
          let gratificaciones = 0;
          for (let month = 1; month <= 12; month += 1) {
            const gratificacion =
              month === 7 || month === 12
                ? computeGratificacion({
                    parameters: P2026,
                    worker: w,
                    year: 2026,
                    semester: month === 7 ? 'july' : 'december',
                  })
                : null;
            if (gratificacion !== null) gratificaciones += cents(gratificacion.total);
            const payslip = computePayslip({
              period: { year: 2026, month },
              parameters: P2026,
              worker: w,
              gratificacion,
              quinta: { history: entries },
            });
            entries.push(payslip.quintaEntry);
          }
          const monthly = cents(salary) + (familyAllowance ? 11300 : 0);
          const annual = computeAnnualQuintaTax(centsToString(12 * monthly + gratificaciones), P2026);
          const withheld = entries.reduce((total, entry) => total + cents(entry.withheld), 0);
          expect(withheld).toBe(cents(annual.tax));
        },
      ),
      { numRuns: 120 },
    );
  });

  it('tax is non-decreasing in income', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (low, step) => {
          const lower = computeAnnualQuintaTax(centsToString(low), P2026).tax;
          const higher = computeAnnualQuintaTax(centsToString(low + step), P2026).tax;
          expect(cents(higher)).toBeGreaterThanOrEqual(cents(lower));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('the month withholding is non-decreasing in the month remuneration', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (month, low, step) => {
          const withholding = (remuneration: number) =>
            computeQuinta({
              period: { year: 2026, month },
              parameters: P2026,
              monthRemuneration: centsToString(remuneration),
            }).withholding;
          expect(cents(withholding(low + step))).toBeGreaterThanOrEqual(cents(withholding(low)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('quinta and quincena results are never negative or NaN', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 3, max: 12 }),
        amount(0, 5_000_000),
        amount(0, 5_000_000),
        amount(0, 2_000_000),
        amount(0, 2_000_000),
        history,
        fc.boolean(),
        (month, remuneration, projected, extraordinary, upcoming, entries, final) => {
          const result = computeQuinta({
            period: { year: 2026, month },
            parameters: P2026,
            monthRemuneration: remuneration,
            projectedMonthlyRemuneration: projected,
            monthExtraordinary: extraordinary,
            upcomingGratificaciones: upcoming,
            history: entries,
            previousEmployer: { income: upcoming, withheld: extraordinary },
            final,
          });
          for (const value of Object.values(result)) {
            if (typeof value === 'string') expect(value).toMatch(MONEY);
          }
          const advance = computeQuincena({
            period: { year: 2026, month },
            worker: { salary: remuneration, hireDate: '2026-01-20' },
          });
          expect(advance.amount).toMatch(MONEY);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gratificación, CTS, vacations and liquidación are never negative or NaN', () => {
    const supplements = fc.array(
      fc.record({
        concept: fc.constant('overtime'),
        amounts: fc.array(amount(0, 100_000), { maxLength: 6 }),
      }),
      { maxLength: 2 },
    );
    fc.assert(
      fc.property(
        worker,
        supplements,
        fc.integer({ min: 0, max: 6 }),
        fc.integer({ min: 0, max: 360 }),
        fc.constantFrom('2026-01-14', '2026-05-31', '2026-07-10', '2026-09-20', '2026-12-20', '2026-12-31'),
        fc.boolean(),
        (w, supplementHistory, months, days, terminationDate, dismissal) => {
          const g = computeGratificacion({
            parameters: P2026,
            worker: w,
            year: 2026,
            semester: 'december',
            months,
            supplements: supplementHistory,
          });
          checkLines(g.lines);
          expect(g.total).toMatch(MONEY);
          const c = computeCts({
            parameters: P2026,
            worker: w,
            year: 2026,
            deposit: 'november',
            gratificacion: g.gratificacion,
            supplements: supplementHistory,
          });
          checkLines(c.lines);
          expect(c.amount).toMatch(MONEY);
          const v = computeVacations({
            parameters: P2026,
            worker: w,
            pendingDays: days % 31,
            overdueDays: days % 16,
            truncated: { months: months, days: days % 30 },
          });
          checkLines(v.lines);
          const l = computeLiquidacion({
            parameters: P2026,
            worker: { ...w, hireDate: '2025-12-01', terminationDate },
            supplements: supplementHistory,
            arbitraryDismissal: dismissal,
            vacation: { pendingDays: days % 31 },
            quinta: { history: [] },
          });
          checkLines(l.lines);
          for (const value of Object.values(l.totals)) expect(value).toMatch(MONEY);
        },
      ),
      { numRuns: 200 },
    );
  });
});
