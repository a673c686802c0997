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
