import {
  DEFAULT_PARAMETER_HISTORY,
  type ParametersInForce,
  type PayslipResult,
  parametersAt,
  type QuintaMonth,
  type Worker,
} from '../src/index.ts';

/** Values in force in 2026: RMV 1,130, UIT 5,500 (7 UIT = 38,500), AFP rates of September 2025. */
export const P2026: ParametersInForce = parametersAt(DEFAULT_PARAMETER_HISTORY, '2026-06-30');

export function afpWorker(overrides: Partial<Worker> = {}): Worker {
  return {
    salary: '4000.00',
    regime: 'general',
    familyAllowance: false,
    hireDate: '2020-01-01',
    pension: { system: 'afp', afp: 'habitat', commission: 'flow' },
    ...overrides,
  };
}

export function amountOf(result: Pick<PayslipResult, 'lines'>, concept: string): string | undefined {
  return result.lines.find((line) => line.concept === concept)?.amount;
}

export function withheldOf(history: readonly QuintaMonth[]): string[] {
  return history.map((entry) => entry.withheld);
}
