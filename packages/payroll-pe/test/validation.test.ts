import { describe, expect, it } from 'vitest';
import {
  computeCts,
  computeGratificacion,
  computeLiquidacion,
  computePayslip,
  computeQuincena,
  computeQuinta,
  computeVacations,
  PayrollInputError,
  type PayslipInput,
} from '../src/index.ts';
import { afpWorker, P2026 } from './fixtures.ts';

function fieldOf(run: () => unknown): string {
  try {
    run();
  } catch (error) {
    if (error instanceof PayrollInputError) return error.field;
    throw error;
  }
  throw new Error('expected a PayrollInputError');
}

const base: PayslipInput = { period: { year: 2026, month: 3 }, parameters: P2026, worker: afpWorker() };
/** Inputs as the server would receive them: untyped JSON. */
const payslipWith = (patch: Record<string, unknown>) => () =>
  computePayslip({ ...base, ...patch } as unknown as PayslipInput);
const workerWith = (patch: Record<string, unknown>) => payslipWith({ worker: { ...afpWorker(), ...patch } });

describe('invalid input is refused, naming the field', () => {
  it('refuses a negative salary', () => {
    expect(fieldOf(workerWith({ salary: '-100.00' }))).toBe('worker.salary');
    expect(() => workerWith({ salary: '-100.00' })()).toThrow(/may not be negative/);
  });

  it('refuses money as a binary float or with more than two decimals', () => {
    expect(fieldOf(workerWith({ salary: 4000 }))).toBe('worker.salary');
    expect(fieldOf(workerWith({ salary: '4000.001' }))).toBe('worker.salary');
    expect(fieldOf(workerWith({ salary: '4e3' }))).toBe('worker.salary');
    expect(fieldOf(workerWith({ salary: '' }))).toBe('worker.salary');
  });

  it('refuses an unknown AFP', () => {
    const run = workerWith({ pension: { system: 'afp', afp: 'horizonte', commission: 'flow' } });
    expect(fieldOf(run)).toBe('worker.pension.afp');
    expect(run).toThrow(/unknown AFP "horizonte"; known: "habitat", "integra", "prima", "profuturo"/);
    expect(fieldOf(workerWith({ pension: { system: 'sbs' } }))).toBe('worker.pension.system');
    expect(fieldOf(workerWith({ pension: { system: 'afp', afp: 'prima', commission: 'saldo' } }))).toBe(
      'worker.pension.commission',
    );
  });

  it('refuses month 13 and a year out of range', () => {
    expect(fieldOf(payslipWith({ period: { year: 2026, month: 13 } }))).toBe('period.month');
    expect(fieldOf(payslipWith({ period: { year: 2026, month: 0 } }))).toBe('period.month');
    expect(fieldOf(payslipWith({ period: { year: 26, month: 1 } }))).toBe('period.year');
    expect(() =>
      computeQuinta({ period: { year: 2026, month: 13 }, parameters: P2026, monthRemuneration: '1.00' }),
    ).toThrow(PayrollInputError);
  });

  it('refuses missing parameters, naming the one missing', () => {
    expect(fieldOf(payslipWith({ parameters: undefined }))).toBe('parameters');
    const { uit: _uit, ...withoutUit } = P2026;
    expect(fieldOf(payslipWith({ parameters: withoutUit }))).toBe('parameters.uit');
    const { afp: _afp, ...withoutAfp } = P2026;
    expect(fieldOf(payslipWith({ parameters: withoutAfp }))).toBe('parameters.afp');
    expect(fieldOf(payslipWith({ parameters: { ...P2026, quintaBrackets: [] } }))).toBe(
      'parameters.quintaBrackets',
    );
    expect(
      fieldOf(payslipWith({ parameters: { ...P2026, quintaBrackets: [{ upToUit: '5', rate: '0.08' }] } })),
    ).toBe('parameters.quintaBrackets[0].upToUit');
  });

  it('refuses a regime, date or attendance that does not exist', () => {
    expect(fieldOf(workerWith({ regime: 'mype' }))).toBe('worker.regime');
    expect(fieldOf(workerWith({ hireDate: '2026-02-30' }))).toBe('worker.hireDate');
    expect(fieldOf(workerWith({ hireDate: '2026-04-01' }))).toBe('period');
    expect(fieldOf(workerWith({ terminationDate: '2019-12-31' }))).toBe('worker.terminationDate');
    expect(fieldOf(payslipWith({ attendance: { daysWorked: 31 } }))).toBe('attendance.daysWorked');
    expect(fieldOf(payslipWith({ attendance: { daysWorked: 10, absenceDays: 11 } }))).toBe(
      'attendance.absenceDays',
    );
    expect(fieldOf(payslipWith({ attendance: { daysWorked: 20, vacationDays: 15 } }))).toBe(
      'attendance.vacationDays',
    );
    expect(fieldOf(payslipWith({ attendance: { overtimeHours25: -1 } }))).toBe('attendance.overtimeHours25');
    expect(fieldOf(payslipWith({ attendance: { tardinessMinutes: 2.5 } }))).toBe(
      'attendance.tardinessMinutes',
    );
  });

  it('refuses bad items and history entries with their index', () => {
    expect(fieldOf(payslipWith({ discounts: [{ amount: '10.00' }, { amount: '-5' }] }))).toBe(
      'discounts[1].amount',
    );
    expect(fieldOf(payslipWith({ bonuses: [{ amount: '10.00', kind: 'gift' }] }))).toBe('bonuses[0].kind');
    expect(fieldOf(payslipWith({ bonuses: [{ amount: '10.00', code: '306' }] }))).toBe('bonuses[0].code');
    expect(
      // Entries of the payslip's own month are allowed (slips paid on their own); later ones are not.
      fieldOf(payslipWith({ quinta: { history: [{ month: 4, remuneration: '1.00', withheld: '0.00' }] } })),
    ).toBe('quinta.history[0].month');
    expect(fieldOf(payslipWith({ quinta: { history: [{ month: 1, remuneration: '1.00' }] } }))).toBe(
      'quinta.history[0].withheld',
    );
  });

  it('guards the benefit calculations too', () => {
    const worker = afpWorker();
    expect(
      fieldOf(() =>
        computeGratificacion({ parameters: P2026, worker, year: 2026, semester: 'june' as 'july' }),
      ),
    ).toBe('semester');
    expect(
      fieldOf(() =>
        computeGratificacion({ parameters: P2026, worker, year: 2026, semester: 'july', months: 7 }),
      ),
    ).toBe('months');
    expect(
      fieldOf(() =>
        computeCts({ parameters: P2026, worker, year: 2026, deposit: 'may', gratificacion: 'x' }),
      ),
    ).toBe('gratificacion');
    expect(
      fieldOf(() => computeVacations({ parameters: P2026, worker, truncated: { months: 12, days: 0 } })),
    ).toBe('truncated.months');
    expect(fieldOf(() => computeLiquidacion({ parameters: P2026, worker }))).toBe('worker.terminationDate');
    expect(fieldOf(() => computeQuincena({ period: { year: 2026, month: 3 }, worker, rate: '1.5' }))).toBe(
      'rate',
    );
  });
});
