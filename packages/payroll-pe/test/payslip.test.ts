import { describe, expect, it } from 'vitest';
import {
  computePayslip,
  computeQuincena,
  type PayslipInput,
  type PayslipLine,
  splitOvertime,
} from '../src/index.ts';
import { afpWorker, amountOf, P2026 } from './fixtures.ts';

function payslip(overrides: Partial<PayslipInput> = {}) {
  return computePayslip({
    period: { year: 2026, month: 3 },
    parameters: P2026,
    worker: afpWorker(),
    ...overrides,
  });
}

function line(lines: readonly PayslipLine[], concept: string): PayslipLine {
  const found = lines.find((l) => l.concept === concept);
  if (found === undefined) throw new Error(`no ${concept} line`);
  return found;
}

describe('monthly payslip: earnings', () => {
  it('pays the basic on a 30-day month and prorates it by days worked', () => {
    expect(amountOf(payslip(), 'basic')).toBe('4000.00');
    const partial = payslip({ worker: afpWorker({ salary: '3500.00' }), attendance: { daysWorked: 20 } });
    const basic = line(partial.lines, 'basic');
    expect(basic).toMatchObject({
      code: '0121',
      kind: 'earning',
      base: '3500.00',
      quantity: '20',
      amount: '2333.33',
    });
  });

  it('prorates a month joined on the 21st by calendar days (11 of 31)', () => {
    const result = payslip({ worker: afpWorker({ salary: '3000.00', hireDate: '2026-03-21' }) });
    expect(result.days.worked).toBe(11);
    expect(amountOf(result, 'basic')).toBe('1100.00');
  });

  it('counts February as 30 days when worked whole', () => {
    const result = payslip({ period: { year: 2026, month: 2 } });
    expect(result.days.worked).toBe(30);
    expect(amountOf(result, 'basic')).toBe('4000.00');
  });

  it('adds the asignación familiar, 10 % of the RMV, whole', () => {
    const result = payslip({ worker: afpWorker({ familyAllowance: true }), attendance: { daysWorked: 12 } });
    expect(line(result.lines, 'family_allowance')).toMatchObject({
      code: '0201',
      base: '1130.00',
      rate: '0.1',
      amount: '113.00',
    });
  });

  it('pays overtime at hourly = (salary + asignación) / 30 / 8, +25 % and +35 %', () => {
    const result = payslip({
      worker: afpWorker({ salary: '3500.00', familyAllowance: true }),
      attendance: { overtimeHours25: 4, overtimeHours35: 1 },
    });
    // 3,613 / 240 = 15.054167 × 1.25 × 4 = 75.2708; × 1.35 × 1 = 20.3231
    expect(line(result.lines, 'overtime_25')).toMatchObject({
      code: '0105',
      rate: '1.25',
      quantity: '4',
      amount: '75.27',
    });
    expect(line(result.lines, 'overtime_35')).toMatchObject({
      code: '0106',
      rate: '1.35',
      quantity: '1',
      amount: '20.32',
    });
  });

  it('pays a worked holiday and a worked rest day as two daily remunerations each, code 0107', () => {
    // DL 713 art. 3 and 9: the salary already pays the day off; working it adds the day (100 %) and
    // the 100 % surcharge. Salary 1,025: a day is 1,025 / 30 = 34.1667; the holiday adds
    // 2 × 34.1667 = 68.33 (not the 0105/0106 overtime of 8 hours: 1,025 / 240 × (2 × 1.25 + 6 × 1.35)
    // = 45.27). Half a rest day (4 of 8 hours): 1,025 × 2 × 0.5 / 30 = 34.17.
    const result = payslip({
      worker: afpWorker({ salary: '1025.00', pension: { system: 'onp' } }),
      attendance: { holidayWorkDays: 1, restDayWorkDays: 0.5 },
    });
    expect(line(result.lines, 'holiday_work')).toMatchObject({
      code: '0107',
      kind: 'earning',
      base: '1025.00',
      rate: '2',
      quantity: '1',
      amount: '68.33',
    });
    expect(line(result.lines, 'rest_day_work')).toMatchObject({
      code: '0107',
      quantity: '0.5',
      amount: '34.17',
    });
    expect(result.lines.some((l) => l.code === '0105' || l.code === '0106')).toBe(false);
    // Remunerative: 1,025 + 68.33 + 34.17 = 1,127.50 is the ONP base (13 % = 146.58) and the
    // quinta remuneration; ESSALUD charges the RMV 1,130 × 9 % = 101.70 (Ley 26790 art. 6).
    expect(result.bases.pension).toBe('1127.50');
    expect(result.bases.quinta).toBe('1127.50');
    expect(amountOf(result, 'onp')).toBe('146.58');
    expect(line(result.lines, 'essalud')).toMatchObject({ base: '1130.00', amount: '101.70' });
  });

  it('pays a worked holiday on salary + asignación familiar, the ordinary remuneration', () => {
    // (3,500 + 113) × 2 / 30 = 240.8667 → 240.87
    const result = payslip({
      worker: afpWorker({ salary: '3500.00', familyAllowance: true }),
      attendance: { holidayWorkDays: 1 },
    });
    expect(line(result.lines, 'holiday_work')).toMatchObject({ base: '3613.00', amount: '240.87' });
  });

  it('splits daily overtime into the first two hours and the rest', () => {
    expect(splitOvertime([3, 1.5, 0, 2.5, 0.1, 0.2])).toEqual({ hours25: 5.8, hours35: 1.5 });
  });

  it('tops night work up to the RMV + 35 % floor for the nights worked', () => {
    const result = payslip({ worker: afpWorker({ salary: '1130.00' }), attendance: { nightDays: 10 } });
    // floor 1,130 × 1.35 = 1,525.50; (1,525.50 − 1,130) / 30 × 10 = 131.83
    expect(line(result.lines, 'night_work')).toMatchObject({
      base: '1525.50',
      quantity: '10',
      amount: '131.83',
    });
    expect(amountOf(payslip({ attendance: { nightDays: 10 } }), 'night_work')).toBeUndefined();
  });

  it('adds commissions, bonuses and approved additional work', () => {
    const result = payslip({
      commissions: [{ amount: '250.00' }],
      bonuses: [
        { amount: '300.00', kind: 'regular', reference: 'safe driving' },
        { amount: '1000.00', kind: 'extraordinary', reference: 'anniversary' },
        { amount: '80.00', reference: 'productivity' },
        { amount: '40.00', kind: 'regular', code: '0303', reference: 'shift' },
      ],
      additionalWork: [{ amount: '120.00', reference: 'AW-17' }],
    });
    expect(line(result.lines, 'commission')).toMatchObject({ code: '0103', amount: '250.00' });
    expect(result.lines.filter((l) => l.concept === 'bonus').map((l) => [l.code, l.amount])).toEqual([
      ['0306', '300.00'],
      ['0303', '40.00'],
    ]);
    expect(line(result.lines, 'occasional_bonus')).toMatchObject({ code: '0902', amount: '80.00' });
    expect(line(result.lines, 'extraordinary_bonus')).toMatchObject({ code: '0403', amount: '1000.00' });
    expect(line(result.lines, 'additional_work')).toMatchObject({ amount: '120.00', reference: 'AW-17' });
    // The extraordinary bonus is a liberality: no AFP, no ESSALUD.
    expect(result.bases.pension).toBe('4790.00');
    expect(result.totals.earnings).toBe('5790.00');
    // Only the regular bonuses recur in the projection: 4,790 + 9 × 4,340 + two gratificaciones of
    // the fixed 4,000 (without their bonificación), plus the 1,000.
    expect(result.quinta.projectedIncome).toBe('52850.00');
  });

  it('pays vacation days as remuneración vacacional', () => {
    const result = payslip({ attendance: { vacationDays: 15 } });
    expect(result.days).toEqual({ worked: 15, vacation: 15, absence: 0 });
    expect(line(result.lines, 'vacation')).toMatchObject({ code: '0118', quantity: '15', amount: '2000.00' });
    expect(result.bases.pension).toBe('4000.00');
  });
});

describe('monthly payslip: deductions', () => {
  it('docks tardiness by the minute and absences by the day, reducing the contribution bases', () => {
    const result = payslip({
      worker: afpWorker({ salary: '3500.00' }),
      attendance: { tardinessMinutes: 15, absenceDays: 1 },
    });
    // 3,500 / 30 / 8 / 60 × 15 = 3.6458; 3,500 / 30 = 116.6667
    expect(line(result.lines, 'tardiness')).toMatchObject({ code: '0704', quantity: '15', amount: '3.65' });
    expect(line(result.lines, 'absence')).toMatchObject({ code: '0705', quantity: '1', amount: '116.67' });
    expect(result.bases.pension).toBe('3379.68');
  });

  it('never docks a whole day for being late', () => {
    expect(amountOf(payslip({ attendance: { tardinessMinutes: 1 } }), 'tardiness')).toBe('0.28');
  });

  it('withholds AFP fund, premium and flow commission', () => {
    const result = payslip({
      worker: afpWorker({
        salary: '3500.00',
        pension: { system: 'afp', afp: 'integra', commission: 'flow' },
      }),
    });
    expect(line(result.lines, 'afp_fund')).toMatchObject({
      code: '0608',
      base: '3500.00',
      rate: '0.1',
      amount: '350.00',
    });
    expect(line(result.lines, 'afp_premium')).toMatchObject({
      code: '0606',
      rate: '0.0137',
      amount: '47.95',
    });
    expect(line(result.lines, 'afp_commission')).toMatchObject({
      code: '0601',
      rate: '0.0155',
      amount: '54.25',
    });
  });

  it('charges no flow commission on the mixed (balance) scheme', () => {
    const result = payslip({
      worker: afpWorker({ pension: { system: 'afp', afp: 'prima', commission: 'mixed' } }),
    });
    expect(amountOf(result, 'afp_commission')).toBeUndefined();
    expect(amountOf(result, 'afp_fund')).toBe('400.00');
  });

  it('caps only the premium at the remuneración máxima asegurable', () => {
    const result = payslip({ worker: afpWorker({ salary: '15000.00' }) });
    expect(line(result.lines, 'afp_premium')).toMatchObject({ base: '12184.88', amount: '166.93' });
    expect(amountOf(result, 'afp_fund')).toBe('1500.00');
    expect(amountOf(result, 'afp_commission')).toBe('220.50');
  });

  it('withholds ONP at 13 %', () => {
    const result = payslip({ worker: afpWorker({ salary: '2000.00', pension: { system: 'onp' } }) });
    expect(line(result.lines, 'onp')).toMatchObject({ code: '0607', rate: '0.13', amount: '260.00' });
    expect(amountOf(result, 'afp_fund')).toBeUndefined();
  });

  it('withholds quinta (code 0605) and deducts discount quotas and advances', () => {
    // January, no history: 12 × 4,000 + 2 × 4,000 = 56,000 → tax 1,400 / 12 = 116.67.
    const result = payslip({
      period: { year: 2026, month: 1 },
      discounts: [{ amount: '150.00', reference: 'D-3 2/6' }],
      advances: [{ amount: '500.00', reference: 'A-9' }],
    });
    expect(line(result.lines, 'quinta')).toMatchObject({ code: '0605', amount: '116.67' });
    expect(line(result.lines, 'discount')).toMatchObject({
      code: '0706',
      amount: '150.00',
      reference: 'D-3 2/6',
    });
    expect(line(result.lines, 'advance')).toMatchObject({ code: '0701', amount: '500.00' });
    // 4,000 − (400 + 54.80 + 58.80 + 116.67 + 150 + 500) = 2,719.73
    expect(result.totals).toEqual({
      earnings: '4000.00',
      deductions: '1280.27',
      employer: '360.00',
      net: '2719.73',
    });
  });

  it('carries over what does not fit, never going below a zero net', () => {
    const result = payslip({
      worker: afpWorker({ salary: '2000.00' }),
      attendance: { daysWorked: 2 },
      advances: [{ amount: '500.00', reference: 'A-1' }],
    });
    // 133.33 earned; AFP 13.33 + 1.83 + 1.96 leaves 116.21 of the 500 advance.
    expect(result.totals.net).toBe('0.00');
    expect(amountOf(result, 'advance')).toBe('116.21');
    expect(result.carryOver).toEqual([{ concept: 'advance', reference: 'A-1', amount: '383.79' }]);
    expect(result.warnings).toContain('deductions_carried_over');
  });
});

describe('monthly payslip: employer contributions', () => {
  it('charges ESSALUD 9 % (code 0804), shown but not deducted', () => {
    const result = payslip();
    expect(line(result.lines, 'essalud')).toMatchObject({
      code: '0804',
      kind: 'employer',
      base: '4000.00',
      amount: '360.00',
    });
    expect(result.totals.net).toBe(
      (Number(result.totals.earnings) - Number(result.totals.deductions)).toFixed(2),
    );
  });

  it('takes the RMV as the minimum ESSALUD base, even for a part month', () => {
    const result = payslip({ worker: afpWorker({ salary: '1500.00', hireDate: '2026-03-21' }) });
    expect(amountOf(result, 'basic')).toBe('550.00');
    expect(line(result.lines, 'essalud')).toMatchObject({ base: '1130.00', amount: '101.70' });
  });

  it('charges the SIS fixed cost (code 0811) instead for the microempresa regime', () => {
    const result = payslip({ worker: afpWorker({ regime: 'micro', salary: '1130.00' }) });
    expect(line(result.lines, 'sis')).toMatchObject({ code: '0811', amount: '15.00' });
    expect(amountOf(result, 'essalud')).toBeUndefined();
  });
});

describe('monthly payslip: July, EPS, empty months and the last month', () => {
  it('pays the gratificación with its bonificación, outside the AFP and ESSALUD bases', () => {
    const result = payslip({
      period: { year: 2026, month: 7 },
      gratificacion: { gratificacion: '4000.00', bonificacion: '360.00' },
    });
    expect(line(result.lines, 'gratificacion')).toMatchObject({ code: '0406', amount: '4000.00' });
    expect(line(result.lines, 'bonificacion_extraordinaria')).toMatchObject({
      code: '0312',
      amount: '360.00',
    });
    expect(result.bases.pension).toBe('4000.00');
    expect(amountOf(result, 'essalud')).toBe('360.00');
    // The gratificación is ordinary income; its bonificación extraordinary income of the month.
    expect(result.quintaEntry.gratificacion).toBe('4000.00');
    expect(result.quintaEntry.extraordinary).toBe('360.00');
    expect(result.totals.earnings).toBe('8360.00');
  });

  it('still charges the full ESSALUD 9 % for a worker covered by an EPS', () => {
    expect(amountOf(payslip({ worker: afpWorker({ health: 'eps' }) }), 'essalud')).toBe('360.00');
  });

  it('charges nothing when no day is paid', () => {
    const result = payslip({ worker: afpWorker({ familyAllowance: true }), attendance: { daysWorked: 0 } });
    expect(result.lines).toEqual([]);
    expect(result.totals).toEqual({ earnings: '0.00', deductions: '0.00', employer: '0.00', net: '0.00' });
  });

  it('settles the year in the month employment ends, projecting nothing further', () => {
    const result = payslip({
      period: { year: 2026, month: 1 },
      worker: afpWorker({ salary: '9000.00', terminationDate: '2026-01-31' }),
    });
    // Only January's 9,000 is income: below 7 UIT, no tax, where a projection would have withheld.
    expect(result.quinta.projectedIncome).toBe('9000.00');
    expect(result.quinta.divisor).toBe(1);
    expect(amountOf(result, 'quinta')).toBeUndefined();
  });

  it('warns when the salary is below the RMV (allowed for part-time work)', () => {
    expect(payslip({ worker: afpWorker({ salary: '600.00' }) }).warnings).toContain('salary_below_rmv');
  });
});

describe('quincena and the month-end settlement', () => {
  it('advances half the salary on the 15th', () => {
    const q = computeQuincena({ period: { year: 2026, month: 3 }, worker: afpWorker({ salary: '3000.00' }) });
    expect(q).toMatchObject({ days: 15, base: '3000.00', rate: '0.5', amount: '1500.00' });
  });

  it('prorates the advance for a worker hired on the 6th and accepts another rate', () => {
    const worker = afpWorker({ salary: '3000.00', hireDate: '2026-03-06' });
    expect(computeQuincena({ period: { year: 2026, month: 3 }, worker }).amount).toBe('1000.00');
    expect(computeQuincena({ period: { year: 2026, month: 3 }, worker, rate: '0.40' }).amount).toBe('800.00');
  });

  it('subtracts the advance at month end', () => {
    const worker = afpWorker({ salary: '3000.00' });
    const q = computeQuincena({ period: { year: 2026, month: 3 }, worker });
    const month = payslip({ worker, quincena: q.amount });
    expect(line(month.lines, 'quincena_advance')).toMatchObject({ code: '0701', amount: '1500.00' });
    // 3,000 − AFP (300 + 41.10 + 44.10) − 1,500; no quinta below 7 UIT a year.
    expect(month.totals.net).toBe('1114.80');
  });
});

describe('rounding edges', () => {
  it('rounds each line half up: 13 % of 1,000.05 is 130.0065 → 130.01', () => {
    const result = payslip({ worker: afpWorker({ salary: '1000.05', pension: { system: 'onp' } }) });
    expect(amountOf(result, 'onp')).toBe('130.01');
  });

  it('rounds 10 % of 1,000.05 (100.005) up to 100.01', () => {
    expect(amountOf(payslip({ worker: afpWorker({ salary: '1000.05' }) }), 'afp_fund')).toBe('100.01');
  });

  it('keeps totals the exact sum of the rounded lines', () => {
    const result = payslip({
      worker: afpWorker({ salary: '3333.33', familyAllowance: true }),
      attendance: { daysWorked: 29, tardinessMinutes: 7, overtimeHours25: 1.5 },
    });
    const cents = (kind: string) =>
      result.lines.filter((l) => l.kind === kind).reduce((t, l) => t + Math.round(Number(l.amount) * 100), 0);
    expect(Math.round(Number(result.totals.earnings) * 100)).toBe(cents('earning'));
    expect(Math.round(Number(result.totals.deductions) * 100)).toBe(cents('deduction'));
    expect(Math.round(Number(result.totals.net) * 100)).toBe(cents('earning') - cents('deduction'));
  });
});
