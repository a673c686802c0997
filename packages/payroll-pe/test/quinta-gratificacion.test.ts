import { describe, expect, it } from 'vitest';
import {
  computeGratificacion,
  computePayslip,
  computeQuinta,
  DEFAULT_PARAMETER_HISTORY,
  parametersAt,
  type QuintaMonth,
} from '../src/index.ts';
import { afpWorker, P2026 } from './fixtures.ts';

describe('the bonificación extraordinaria is not projected (SUNAT, caso práctico I)', () => {
  it('gives the May 2023 withholding of SUNAT’s worked case: 99.75', () => {
    // Salary 4,000; January–April paid 16,250 and withheld 930; UIT 2023 4,950 (7 UIT = 34,650).
    // 16,250 + 4,000 × 8 + 2 gratificaciones × 4,000 = 56,250 − 34,650 = 21,600 × 8 % = 1,728;
    // (1,728 − 930) / 8 = 99.75. Projecting the 9 % too would give 106.95.
    const parameters = parametersAt(DEFAULT_PARAMETER_HISTORY, '2023-05-31');
    const may = computeQuinta({
      period: { year: 2023, month: 5 },
      parameters,
      monthRemuneration: '4000.00',
      upcomingGratificaciones: '8000.00',
      history: [
        { month: 1, remuneration: '4000.00', withheld: '232.50' },
        { month: 2, remuneration: '4000.00', withheld: '232.50' },
        { month: 3, remuneration: '4000.00', withheld: '232.50' },
        { month: 4, remuneration: '4250.00', withheld: '232.50' },
      ],
    });
    expect(may.projectedIncome).toBe('56250.00');
    expect(may.annualTax).toBe('1728.00');
    expect(may.withholding).toBe('99.75');
  });

  it('projects the payslip’s gratificaciones still to come without their bonificación', () => {
    const parameters = parametersAt(DEFAULT_PARAMETER_HISTORY, '2023-05-31');
    // ONP: the tax does not depend on the pension system.
    const payslip = computePayslip({
      period: { year: 2023, month: 5 },
      parameters,
      worker: afpWorker({ pension: { system: 'onp' } }),
      quinta: {
        history: [
          { month: 1, remuneration: '4000.00', withheld: '232.50' },
          { month: 2, remuneration: '4000.00', withheld: '232.50' },
          { month: 3, remuneration: '4000.00', withheld: '232.50' },
          { month: 4, remuneration: '4250.00', withheld: '232.50' },
        ],
      },
    });
    expect(payslip.quintaEntry.withheld).toBe('99.75');
  });
});

describe('a gratificación paid on its own slip', () => {
  const worker = afpWorker({ salary: '4000.00' });
  const firstHalf: QuintaMonth[] = Array.from(
    { length: 6 },
    (_, index) =>
      computePayslip({ period: { year: 2026, month: index + 1 }, parameters: P2026, worker }).quintaEntry,
  );
  const history = (): QuintaMonth[] => {
    const months: QuintaMonth[] = [];
    for (let month = 1; month <= 6; month += 1) {
      months.push(
        computePayslip({
          period: { year: 2026, month },
          parameters: P2026,
          worker,
          quinta: { history: months },
        }).quintaEntry,
      );
    }
    return months;
  };

  it('is income of its month: July withholds as if the payslip carried it', () => {
    const before = history();
    expect(firstHalf.length).toBe(6);
    const gratificacion = computeGratificacion({ parameters: P2026, worker, year: 2026, semester: 'july' });
    expect(gratificacion.quintaEntry).toEqual({
      month: 7,
      remuneration: '0.00',
      gratificacion: '4000.00',
      extraordinary: '360.00',
      withheld: '0.00',
    });
    const together = computePayslip({
      period: { year: 2026, month: 7 },
      parameters: P2026,
      worker,
      gratificacion,
      quinta: { history: before },
    });
    const apart = computePayslip({
      period: { year: 2026, month: 7 },
      parameters: P2026,
      worker,
      quinta: { history: [...before, gratificacion.quintaEntry] },
    });
    expect(together.quintaEntry.withheld).toBe('145.47');
    expect(apart.quintaEntry.withheld).toBe('145.47');
    expect(apart.warnings).not.toContain('gratificacion_missing_from_history');
  });

  it('reaches August’s projection; without it August warns and withholds no less', () => {
    const before = history();
    const gratificacion = computeGratificacion({ parameters: P2026, worker, year: 2026, semester: 'july' });
    const july = computePayslip({
      period: { year: 2026, month: 7 },
      parameters: P2026,
      worker,
      quinta: { history: [...before, gratificacion.quintaEntry] },
    });
    const withIt = computePayslip({
      period: { year: 2026, month: 8 },
      parameters: P2026,
      worker,
      quinta: { history: [...before, gratificacion.quintaEntry, july.quintaEntry] },
    });
    // (1,428.80 − 845.49) / 5 = 116.66, as when July's payslip carried the gratificación.
    expect(withIt.quintaEntry.withheld).toBe('116.66');
    expect(withIt.warnings).not.toContain('gratificacion_missing_from_history');
    const withoutIt = computePayslip({
      period: { year: 2026, month: 8 },
      parameters: P2026,
      worker,
      quinta: { history: [...before, july.quintaEntry] },
    });
    expect(withoutIt.warnings).toContain('gratificacion_missing_from_history');
    expect(Number(withoutIt.quintaEntry.withheld)).toBeGreaterThanOrEqual(116.66);
  });
});
