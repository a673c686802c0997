import { DEFAULT_PARAMETER_HISTORY, parametersAt } from '@zerg/payroll-pe';
import { describe, expect, it } from 'vitest';
import type { PayrollFacts } from '../employees/index.ts';
import { buildSlip, type RunContext, type WorkerInputs } from './payroll-build.ts';

const facts = (over: Partial<PayrollFacts> = {}): PayrollFacts => ({
  employeeId: 1,
  name: 'Prueba',
  documentType: '01',
  documentNumber: '12345678',
  personalCode: 'P1',
  position: null,
  salary: '2000.00',
  laborRegime: 'general',
  pensionSystem: 'onp',
  afpCommissionType: null,
  cuspp: null,
  hasEps: false,
  hireDate: '2018-01-01',
  terminationDate: null,
  cessationReason: null,
  contractType: 'indefinite',
  contractEndDate: null,
  familyAllowance: false,
  bankAccount: null,
  ...over,
});

const inputs = (over: Partial<WorkerInputs> = {}): WorkerInputs => ({
  facts: facts(),
  attendance: null,
  items: null,
  additionalWork: [],
  quintaHistory: [],
  ...over,
});

const ctx = (kind: RunContext['kind'], month: number): RunContext => ({
  kind,
  year: 2026,
  month,
  parameters: parametersAt(DEFAULT_PARAMETER_HISTORY, `2026-${String(month).padStart(2, '0')}-28`),
});

const count = (list: readonly string[], w: string) => list.filter((x) => x === w).length;

describe('the warnings of a built slip', () => {
  it('a monthly slip says once that the salary is below the RMV', () => {
    const slip = buildSlip(ctx('monthly', 3), inputs({ facts: facts({ salary: '1000.00' }) }));
    expect(count(slip.warnings, 'salary_below_rmv')).toBe(1);
  });

  it('a salary of exactly the RMV is not below it', () => {
    const slip = buildSlip(ctx('cts', 5), inputs({ facts: facts({ salary: '1130.00' }) }));
    expect(slip.warnings).not.toContain('salary_below_rmv');
  });

  it('an advance larger than the net is carried over with one warning of one meaning', () => {
    const slip = buildSlip(
      ctx('monthly', 3),
      inputs({
        items: {
          quotas: [],
          bonuses: [],
          advances: [{ advanceId: 7, amount: '5000.00', reference: 'advance:7' }],
        },
      }),
    );
    expect(slip.carryOver.length).toBeGreaterThan(0);
    expect(count(slip.warnings, 'deductions_carried_over')).toBe(1);
    expect(slip.warnings).not.toContain('carry_over');
  });

  it("a CTS slip keeps the engine's warnings (pequeña empresa at its 90 daily pays)", () => {
    const slip = buildSlip(
      ctx('cts', 5),
      inputs({
        facts: facts({ laborRegime: 'small' }),
        gratificacionPaid: '0.00',
        ctsAccruedDailyPays: '88.0000',
      }),
    );
    expect(slip.warnings).toContain('cts_cap_reached');
    // Two daily remunerations of a 2,000 base are left before the cap.
    expect(slip.totals.net).toBe('133.33');
    expect(slip.bases.dailyPays).toBe('2.0000');
  });

  it('a pequeña empresa CTS without earlier deposits is not capped', () => {
    const slip = buildSlip(
      ctx('cts', 5),
      inputs({ facts: facts({ laborRegime: 'small' }), gratificacionPaid: '0.00' }),
    );
    expect(slip.warnings).not.toContain('cts_cap_reached');
    expect(slip.totals.net).toBe('500.00');
  });

  it("a liquidación keeps the engine's warnings", () => {
    const slip = buildSlip(
      ctx('liquidacion', 5),
      inputs({
        facts: facts({ laborRegime: 'small', terminationDate: '2026-05-20' }),
        ctsAccruedDailyPays: '90.0000',
      }),
    );
    expect(slip.warnings).toContain('cts_cap_reached');
  });
});

describe('attendance into a monthly slip', () => {
  const attendance = (over: Partial<NonNullable<WorkerInputs['attendance']>> = {}) => ({
    employeeId: 1,
    days: { marked: 20, unmarked: 0, holiday: 1, remote: 0, not_working: 9, vacation: 0, justified: 0 },
    lateDays: 0,
    scheduledMinutes: 20 * 360,
    // 20 days of 6 hours, and a holiday worked for 6 hours (read as one day, no overtime left).
    workedMinutes: 20 * 360 + 360,
    lateMinutes: 0,
    earlyLeaveMinutes: 0,
    overtime25Minutes: 0,
    overtime35Minutes: 0,
    holidayWorkDays: 1,
    restDayWorkDays: 0,
    ...over,
  });

  it('pays the holiday worked as 0107 and stores the ordinary hours worked', () => {
    const slip = buildSlip(
      ctx('monthly', 5),
      inputs({ facts: facts({ salary: '1025.00' }), attendance: attendance() }),
    );
    // 1,025 / 30 × 2 = 68.33; 20 × 6 h + 6 h = 126 ordinary hours, no overtime.
    expect(slip.lines.find((l) => l.code === '0107')?.amount).toBe('68.33');
    expect(slip.days).toMatchObject({ hours: 126, overtimeMinutes: 0 });
  });

  it('stores as ESSALUD base the RMV its line used, not the lower remuneration', () => {
    const slip = buildSlip(
      ctx('monthly', 5),
      inputs({ facts: facts({ salary: '1025.00' }), attendance: attendance() }),
    );
    // Remuneration 1,025 + 68.33 = 1,093.33 < RMV 1,130: ESSALUD 9 % × 1,130 = 101.70.
    expect(slip.bases.pension).toBe('1093.33');
    expect(slip.bases.essalud).toBe('1130.00');
    expect(slip.lines.find((l) => l.concept === 'essalud')?.amount).toBe('101.70');
  });

  it('stores no ordinary hours without attendance (the export then counts 8 a day)', () => {
    expect(buildSlip(ctx('monthly', 5), inputs()).days.hours).toBeUndefined();
  });
});
