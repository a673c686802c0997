import { describe, expect, it } from 'vitest';
import {
  computeAnnualQuintaTax,
  computePayslip,
  DEFAULT_PARAMETER_HISTORY,
  missingParameters,
  PARAMETER_KEYS,
  type ParameterRecord,
  PayrollInputError,
  parametersAt,
} from '../src/index.ts';

function errorOf(run: () => unknown): PayrollInputError {
  try {
    run();
  } catch (error) {
    if (error instanceof PayrollInputError) return error;
    throw error;
  }
  throw new Error('expected a PayrollInputError');
}

/** The seed starts the AFP figures in 2023; a company that ran payroll earlier stores its own. */
const WITH_EARLIER_AFP: ParameterRecord[] = [
  ...DEFAULT_PARAMETER_HISTORY,
  ...DEFAULT_PARAMETER_HISTORY.filter((r) => r.parameter === 'afp' || r.parameter === 'afpPremiumCap').map(
    (r) =>
      ({
        ...r,
        validFrom: '2022-01-01',
        validTo: '2024-12-31',
        source: 'company settings',
      }) as ParameterRecord,
  ),
];

const DEFAULT_BRACKETS = parametersAt(DEFAULT_PARAMETER_HISTORY, '2026-01-01').quintaBrackets;

describe('parametersAt', () => {
  it('uses the RMV in force on the date: 1,025 until 2024-12-31, 1,130 from 2025-01-01', () => {
    expect(parametersAt(WITH_EARLIER_AFP, '2024-12-31').rmv).toBe('1025.00');
    expect(parametersAt(WITH_EARLIER_AFP, '2025-01-01').rmv).toBe('1130.00');
    expect(parametersAt(WITH_EARLIER_AFP, '2026-07-15').rmv).toBe('1130.00');
  });

  it('uses the UIT of the tax year', () => {
    const uitOn = (date: string) => parametersAt(WITH_EARLIER_AFP, date).uit;
    expect(uitOn('2023-06-01')).toBe('4950.00');
    expect(uitOn('2024-12-31')).toBe('5150.00');
    expect(uitOn('2025-01-01')).toBe('5350.00');
    expect(uitOn('2026-12-31')).toBe('5500.00');
  });

  it('ships the PAYROLL-PE.md rates', () => {
    const p = parametersAt(DEFAULT_PARAMETER_HISTORY, '2025-09-30');
    expect(p.essaludRate).toBe('0.09');
    expect(p.onpRate).toBe('0.13');
    expect(p.sisMonthly).toBe('15.00');
    expect(p.familyAllowanceRate).toBe('0.10');
    expect(p.bonificacionRate).toBe('0.09');
    expect(p.bonificacionEpsRate).toBe('0.0675');
    expect(p.quintaDeductionUit).toBe('7');
    expect(p.quintaBrackets?.map((b) => [b.upToUit, b.rate])).toEqual([
      ['5', '0.08'],
      ['20', '0.14'],
      ['35', '0.17'],
      ['45', '0.20'],
      [null, '0.30'],
    ]);
    expect(p.afp?.habitat).toEqual({ fundRate: '0.10', premiumRate: '0.0137', flowCommissionRate: '0.0147' });
    expect(p.afp?.integra?.flowCommissionRate).toBe('0.0155');
    expect(p.afp?.prima?.flowCommissionRate).toBe('0.0160');
    expect(p.afp?.profuturo?.flowCommissionRate).toBe('0.0169');
  });

  it('gives every record a coded source and a validity start', () => {
    for (const record of DEFAULT_PARAMETER_HISTORY) {
      // The app words a coded source in the reader's language; words here would show in one only.
      expect(typeof record.source === 'object' && record.source.code.length > 0).toBe(true);
      expect(record.validFrom).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
    for (const key of PARAMETER_KEYS) {
      expect(DEFAULT_PARAMETER_HISTORY.some((r) => r.parameter === key)).toBe(true);
    }
  });

  it('lets a newer record win over an open older one', () => {
    const history: ParameterRecord[] = [
      ...DEFAULT_PARAMETER_HISTORY,
      {
        parameter: 'rmv',
        value: '1200.00',
        validFrom: '2026-05-01',
        validTo: null,
        source: 'hypothetical decree',
      },
    ];
    expect(parametersAt(history, '2026-04-30').rmv).toBe('1130.00');
    expect(parametersAt(history, '2026-05-01').rmv).toBe('1200.00');
  });

  it('leaves out what has no value on the date; a calculation that needs it names it', () => {
    const in2021 = parametersAt(DEFAULT_PARAMETER_HISTORY, '2021-06-30');
    expect(in2021.uit).toBeUndefined();
    expect(in2021.rmv).toBe('930.00');
    expect(missingParameters(in2021)).toContain('uit');
    expect(errorOf(() => computeAnnualQuintaTax('50000.00', in2021)).field).toBe('parameters.uit');
    // 2022: the seed has no AFP rates yet; an ONP worker is paid, an AFP worker's payslip names them.
    const in2022 = parametersAt(DEFAULT_PARAMETER_HISTORY, '2022-06-30');
    expect(missingParameters(in2022)).toEqual(['afp', 'afpPremiumCap']);
    const worker = {
      salary: '3000.00',
      regime: 'general',
      familyAllowance: false,
      hireDate: '2020-01-01',
    } as const;
    const onp = computePayslip({
      period: { year: 2022, month: 6 },
      parameters: in2022,
      worker: { ...worker, pension: { system: 'onp' } },
    });
    expect(onp.lines.find((l) => l.concept === 'onp')?.amount).toBe('390.00');
    const afp = errorOf(() =>
      computePayslip({
        period: { year: 2022, month: 6 },
        parameters: in2022,
        worker: { ...worker, pension: { system: 'afp', afp: 'habitat', commission: 'flow' } },
      }),
    );
    expect(afp.field).toBe('parameters.afp');
  });

  it('has the AFP rates and premium cap of 2023 and 2024, so past months can be re-run', () => {
    const flow = { habitat: '0.0147', integra: '0.0155', prima: '0.0160', profuturo: '0.0169' };
    const table = (premiumRate: string) =>
      Object.fromEntries(
        Object.entries(flow).map(([afp, flowCommissionRate]) => [
          afp,
          { fundRate: '0.10', premiumRate, flowCommissionRate },
        ]),
      );
    // 2023: SISCO premium 1.84 % (tender for 2023-01-01..2023-12-31); flow commissions of the SBS table.
    const may2023 = parametersAt(DEFAULT_PARAMETER_HISTORY, '2023-05-31');
    expect(missingParameters(may2023)).toEqual([]);
    expect(may2023.afp).toEqual(table('0.0184'));
    expect(may2023.afpPremiumCap).toBe('12184.88');
    // 2024: premium 1.70 % (lowered to 1.37 % from January 2025); same commissions.
    const oct2024 = parametersAt(DEFAULT_PARAMETER_HISTORY, '2024-10-31');
    expect(missingParameters(oct2024)).toEqual([]);
    expect(oct2024.afp).toEqual(table('0.0170'));
    expect(oct2024.afpPremiumCap).toBe('12184.88');
    expect(parametersAt(DEFAULT_PARAMETER_HISTORY, '2025-01-31').afp).toEqual(table('0.0137'));
    // One cap per quarter, as the SBS publishes it: HR replaces each quarter's figure on its own.
    const caps = DEFAULT_PARAMETER_HISTORY.filter(
      (r) => r.parameter === 'afpPremiumCap' && r.validFrom < '2025-01-01',
    );
    expect(caps.map((r) => `${r.validFrom}..${r.validTo}`)).toEqual([
      '2023-01-01..2023-03-31',
      '2023-04-01..2023-06-30',
      '2023-07-01..2023-09-30',
      '2023-10-01..2023-12-31',
      '2024-01-01..2024-03-31',
      '2024-04-01..2024-06-30',
      '2024-07-01..2024-09-30',
      '2024-10-01..2024-12-31',
    ]);
  });

  it('caps the 2024 premium at the quarter’s cap: salary 15,000, cap 12,184.88 × 1.70 % = 207.14', () => {
    const result = computePayslip({
      period: { year: 2024, month: 10 },
      parameters: parametersAt(DEFAULT_PARAMETER_HISTORY, '2024-10-31'),
      worker: {
        salary: '15000.00',
        regime: 'general',
        familyAllowance: false,
        hireDate: '2020-01-01',
        pension: { system: 'afp', afp: 'integra', commission: 'flow' },
      },
    });
    const amount = (concept: string) => result.lines.find((l) => l.concept === concept)?.amount;
    // Fund and commission are not capped: 15,000 × 10 % = 1,500.00; 15,000 × 1.55 % = 232.50.
    expect(amount('afp_fund')).toBe('1500.00');
    expect(amount('afp_commission')).toBe('232.50');
    // 12,184.88 × 0.0170 = 207.14296 → 207.14.
    expect(amount('afp_premium')).toBe('207.14');
    expect(result.warnings).not.toContain('afp_premium_cap_missing');
  });

  it('needs only the UIT, the 7 UIT deduction and the brackets for the annual tax', () => {
    const only = { uit: '4950.00', quintaDeductionUit: '7', quintaBrackets: DEFAULT_BRACKETS };
    // 56,250 − 34,650 = 21,600 × 8 % = 1,728
    expect(computeAnnualQuintaTax('56250.00', only).tax).toBe('1728.00');
  });

  it('refuses malformed dates and records', () => {
    expect(errorOf(() => parametersAt(DEFAULT_PARAMETER_HISTORY, '2026-13-01')).field).toBe('date');
    expect(errorOf(() => parametersAt(DEFAULT_PARAMETER_HISTORY, '2026-02-30')).field).toBe('date');
    const bad = [{ parameter: 'rmw', value: '1', validFrom: '2026-01-01', validTo: null, source: 'x' }];
    expect(errorOf(() => parametersAt(bad as unknown as ParameterRecord[], '2026-01-01')).field).toBe(
      'history[0].parameter',
    );
    const negative: ParameterRecord[] = [
      ...DEFAULT_PARAMETER_HISTORY,
      { parameter: 'rmv', value: '-1.00', validFrom: '2026-01-01', validTo: null, source: 'typo' },
    ];
    expect(errorOf(() => parametersAt(negative, '2026-02-01')).field).toBe('parameters.rmv');
  });
});
