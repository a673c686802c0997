import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computePayslip, type PayslipResult } from '../src/index.ts';
import { afpWorker, P2026 } from './fixtures.ts';

/*
 * Every time-based line checked against exact rational arithmetic (BigInt numerator/denominator),
 * rounded half up once: the engine must never be a céntimo off because it divided before it
 * multiplied. Salaries run through every sol from 1,130.00 to 8,000.00, and random céntimos.
 */

type Fraction = { n: bigint; d: bigint };

const frac = (n: bigint, d = 1n): Fraction => ({ n, d });
const mul = (a: Fraction, b: Fraction): Fraction => ({ n: a.n * b.n, d: a.d * b.d });
const div = (a: Fraction, b: bigint): Fraction => ({ n: a.n, d: a.d * b });

/** A fraction of céntimos rounded half up to whole céntimos. */
const roundCents = (value: Fraction): bigint => (2n * value.n + value.d) / (2n * value.d);

const toMoney = (cents: bigint): string => `${cents / 100n}.${String(cents % 100n).padStart(2, '0')}`;

/** Hours as quarters of an hour, so a rate like 1.25 and an hour count stay exact. */
type Case = {
  salaryCents: bigint;
  familyAllowance: boolean;
  worked: number;
  absence: number;
  tardinessMinutes: number;
  overtimeQuarters25: number;
  overtimeQuarters35: number;
};

const RMV_CENTS = 113000n;
const FAMILY_CENTS = 11300n; // 10 % of the RMV

const expectedLines = (c: Case): Record<string, string> => {
  const salary = frac(c.salaryCents);
  const hourlyBase = frac(c.salaryCents + (c.familyAllowance ? FAMILY_CENTS : 0n));
  const lines: Record<string, string> = {};
  if (c.worked > 0) lines.basic = toMoney(roundCents(div(mul(salary, frac(BigInt(c.worked))), 30n)));
  if (c.absence > 0) lines.absence = toMoney(roundCents(div(mul(salary, frac(BigInt(c.absence))), 30n)));
  if (c.tardinessMinutes > 0) {
    lines.tardiness = toMoney(roundCents(div(mul(salary, frac(BigInt(c.tardinessMinutes))), 30n * 8n * 60n)));
  }
  // hourly base / 240 × (1 + surcharge) × hours; surcharge 25 % = 5/4, 35 % = 27/20; hours = quarters / 4
  if (c.overtimeQuarters25 > 0) {
    const amount = div(mul(mul(hourlyBase, frac(5n, 4n)), frac(BigInt(c.overtimeQuarters25), 4n)), 240n);
    lines.overtime_25 = toMoney(roundCents(amount));
  }
  if (c.overtimeQuarters35 > 0) {
    const amount = div(mul(mul(hourlyBase, frac(27n, 20n)), frac(BigInt(c.overtimeQuarters35), 4n)), 240n);
    lines.overtime_35 = toMoney(roundCents(amount));
  }
  return lines;
};

const compute = (c: Case): PayslipResult =>
  computePayslip({
    period: { year: 2026, month: 3 },
    parameters: P2026,
    worker: afpWorker({ salary: toMoney(c.salaryCents), familyAllowance: c.familyAllowance }),
    attendance: {
      daysWorked: c.worked,
      absenceDays: c.absence,
      tardinessMinutes: c.tardinessMinutes,
      overtimeHours25: c.overtimeQuarters25 / 4,
      overtimeHours35: c.overtimeQuarters35 / 4,
    },
  });

const toCents = (amount: string): bigint => BigInt(amount.replace('.', ''));

const check = (c: Case) => {
  const result = compute(c);
  const expected = expectedLines(c);
  // Time off never takes more than the month earned: when lateness and absences cover every day
  // worked, each rounded up by half a céntimo, the absence line gets what the lateness left.
  const earned = result.lines
    .filter((l) => l.kind === 'earning')
    .reduce((sum, l) => sum + toCents(l.amount), 0n);
  if (expected.absence !== undefined) {
    const left = earned - (expected.tardiness ? toCents(expected.tardiness) : 0n);
    if (toCents(expected.absence) > left) expected.absence = toMoney(left);
  }
  for (const [concept, amount] of Object.entries(expected)) {
    const line = result.lines.find((l) => l.concept === concept);
    if (line?.amount !== amount) {
      throw new Error(`salary ${toMoney(c.salaryCents)} ${concept}: engine ${line?.amount}, exact ${amount}`);
    }
  }
};

describe('time-based lines equal exact arithmetic rounded half up once', () => {
  it('for every sol from 1,130.00 to 8,000.00, with attendance that makes halves of a céntimo', () => {
    // 3 absence days, 17 minutes late, 2.25 h at 25 % and 1.5 h at 35 %: denominators 30, 14,400 and
    // 960 leave exact halves of a céntimo for many salaries.
    for (let sol = 1130n; sol <= 8000n; sol += 1n) {
      for (const familyAllowance of [false, true]) {
        check({
          salaryCents: sol * 100n,
          familyAllowance,
          worked: 30,
          absence: 3,
          tardinessMinutes: 17,
          overtimeQuarters25: 9,
          overtimeQuarters35: 6,
        });
      }
    }
  }, 120_000);

  it('gives the absence line what lateness left when the two cover every day worked', () => {
    // 7,753.95 for 4 days = 1,033.86; 480 minutes late = 258.465 → 258.47; 3 absences = 775.395 →
    // 775.40; together 1,033.87, a céntimo more than earned: the absence line is 775.39.
    const c = {
      salaryCents: 775395n,
      familyAllowance: false,
      worked: 4,
      absence: 3,
      tardinessMinutes: 480,
      overtimeQuarters25: 0,
      overtimeQuarters35: 0,
    };
    expect(compute(c).lines.find((l) => l.concept === 'absence')?.amount).toBe('775.39');
    check(c);
  });

  it('for random salaries in céntimos and random attendance', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: RMV_CENTS, max: 800000n }),
        fc.boolean(),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: 0, max: 600 }),
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 200 }),
        (salaryCents, familyAllowance, worked, absenceRaw, tardinessMinutes, q25, q35) => {
          check({
            salaryCents,
            familyAllowance,
            worked,
            absence: Math.min(absenceRaw, worked - 1),
            tardinessMinutes: Math.min(tardinessMinutes, (worked - Math.min(absenceRaw, worked - 1)) * 480),
            overtimeQuarters25: q25,
            overtimeQuarters35: q35,
          });
        },
      ),
      { numRuns: 3000 },
    );
  }, 60_000);

  it('rounds an exact half céntimo up', () => {
    // 1,130.00 × 36 min / 14,400 = 2.825 exactly → 2.83 (dividing first gave 2.8249… → 2.82)
    const late = compute({
      salaryCents: 113000n,
      familyAllowance: false,
      worked: 30,
      absence: 0,
      tardinessMinutes: 36,
      overtimeQuarters25: 0,
      overtimeQuarters35: 0,
    });
    expect(late.lines.find((l) => l.concept === 'tardiness')?.amount).toBe('2.83');
    // 1,134.00 × 1.25 × 4 h / 240 = 23.625 exactly → 23.63
    const overtime = compute({
      salaryCents: 113400n,
      familyAllowance: false,
      worked: 30,
      absence: 0,
      tardinessMinutes: 0,
      overtimeQuarters25: 16,
      overtimeQuarters35: 0,
    });
    expect(overtime.lines.find((l) => l.concept === 'overtime_25')?.amount).toBe('23.63');
  });
});
