import { DEFAULT_PARAMETER_HISTORY, type PayslipLine, parametersAt } from '@zerg/payroll-pe';
import { describe, expect, it } from 'vitest';
import { quintaFigures } from './quinta-figures.ts';

const line = (concept: string, kind: PayslipLine['kind'], amount: string) =>
  ({ code: '0000', concept, kind, base: amount, amount }) as PayslipLine;

/*
 * SUNAT's worked case ("¿Cómo se calcula el Impuesto a la Renta de Quinta Categoría?", Sr. Juan,
 * 2022, personas.sunat.gob.pe/trabajador-dependiente/como-se-calcula-impuesto-renta-quinta-categoria):
 * 12 × 7,500 remuneration, gratificaciones 2 × 7,500, bonificación 9 % = 1,350, CTS not taxed, an
 * extraordinary bonus of 5,100 and 6,715 of other taxable income: 118,165 gross; 7 UIT of 2022
 * (4,600) = 32,200. SUNAT then takes off the worker's own extra deduction (up to 3 UIT, S/ 300 in
 * the case) on their annual return; an employer's certificate stops before it (TUO LIR art. 46:
 * it is the worker's, not applied to withholding).
 */
describe('quintaFigures', () => {
  const slips = Array.from({ length: 12 }, (_, i) => {
    const month = i + 1;
    const lines = [line('basic', 'earning', '7500.00'), line('quinta', 'deduction', '900.00')];
    if (month === 7 || month === 12)
      lines.push(
        line('gratificacion', 'earning', '7500.00'),
        line('bonificacion_extraordinaria', 'earning', '675.00'),
      );
    if (month === 5 || month === 11) lines.push(line('cts', 'earning', '7500.00'));
    if (month === 3) lines.push(line('extraordinary_bonus', 'earning', '5100.00'));
    if (month === 9) lines.push(line('commission', 'earning', '6715.00'));
    return { month, lines };
  });
  const figures = quintaFigures(slips, null, parametersAt(DEFAULT_PARAMETER_HISTORY, '2022-12-31'));

  it('reproduces SUNAT’s case up to the net income and the tax before the worker’s own deductions', () => {
    expect(figures.ownIncome).toBe('118165.00');
    expect(figures.income).toMatchObject({
      remuneration: '96715.00',
      gratificacion: '15000.00',
      bonificacion: '1350.00',
      other: '5100.00',
    });
    expect(figures.uit).toBe('4600.00');
    expect(figures.deduction).toBe('32200.00');
    expect(figures.netIncome).toBe('85965.00');
    // 8 % of 23,000 = 1,840 + 14 % of 62,965 = 8,815.10. SUNAT's 85,665 after the S/ 300 gives 10,613.10.
    expect(figures.tax).toBe('10655.10');
  });

  it('withholds what the slips withheld, month by month, and adds a previous employer', () => {
    expect(figures.withheldByMonth).toEqual(Array.from({ length: 12 }, () => '900.00'));
    expect(figures.ownWithheld).toBe('10800.00');
    const withPrior = quintaFigures(
      slips,
      { income: '1000.00', withheld: '80.00' },
      parametersAt(DEFAULT_PARAMETER_HISTORY, '2022-12-31'),
    );
    expect(withPrior.totalIncome).toBe('119165.00');
    expect(withPrior.totalWithheld).toBe('10880.00');
  });

  it('counts the months paid before the system as this employer’s, unless a monthly slip holds the month', () => {
    // A company that starts its payroll in the system in April: January–March are opening
    // balances (7,500 each, 900 withheld; March also 100 of gratificación to show the group), and a
    // March opening balance that a monthly run later covered is ignored for that run's slip.
    const fromApril = slips.filter((s) => s.month >= 3).map((s) => ({ ...s, kind: 'monthly' }));
    const opening = [1, 2, 3].map((month) => ({
      month,
      remuneration: '7500.00',
      gratificacion: month === 3 ? '100.00' : '0.00',
      withheld: '900.00',
    }));
    const withOpening = quintaFigures(
      fromApril,
      null,
      parametersAt(DEFAULT_PARAMETER_HISTORY, '2022-12-31'),
      opening,
    );
    // January and February from the opening balances (2 × 7,500), March from its slip: the whole case.
    expect(withOpening.ownIncome).toBe('118165.00');
    expect(withOpening.income.gratificacion).toBe('15000.00');
    expect(withOpening.withheldByMonth).toEqual(Array.from({ length: 12 }, () => '900.00'));
    expect(withOpening.ownWithheld).toBe('10800.00');
    // Without March's slip the March opening balance counts: 7,500 + 100 instead of the slip's 12,600.
    const fromAprilOnly = fromApril.filter((s) => s.month >= 4);
    const earlier = quintaFigures(
      fromAprilOnly,
      null,
      parametersAt(DEFAULT_PARAMETER_HISTORY, '2022-12-31'),
      opening,
    );
    // 118,165 − March's slip (7,500 + 5,100 bonus) + March's opening (7,500 + 100) = 113,165.
    expect(earlier.ownIncome).toBe('113165.00');
    expect(earlier.income.gratificacion).toBe('15100.00');
    expect(earlier.ownWithheld).toBe('10800.00');
  });
});
