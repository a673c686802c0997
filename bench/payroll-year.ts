/**
 * A full year of payslips for 10,000 workers with @zerg/payroll-pe: attendance, overtime, bonuses,
 * discounts, the quincena, July and December gratificaciones and the running quinta history.
 * Run: node bench/payroll-year.ts [workers]
 */
import {
  computeGratificacion,
  computePayslip,
  computeQuincena,
  DEFAULT_PARAMETER_HISTORY,
  type PaidGratificacion,
  type ParametersInForce,
  type PensionAffiliation,
  parametersAt,
  type QuintaMonth,
  type Worker,
} from '../packages/payroll-pe/src/index.ts';

const WORKERS = Number(process.argv[2] ?? 10_000);
const YEAR = 2026;

// A fixed linear congruential generator: the same workers on every run.
let seed = 20260101;
function next(max: number): number {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % max;
}

const AFPS = ['habitat', 'integra', 'prima', 'profuturo'];
function makeWorker(index: number): Worker {
  const pension: PensionAffiliation =
    index % 5 === 0
      ? { system: 'onp' }
      : { system: 'afp', afp: AFPS[index % 4] ?? 'habitat', commission: index % 3 === 0 ? 'mixed' : 'flow' };
  const salaryCents = 113_000 + next(1_500_000);
  return {
    salary: `${Math.floor(salaryCents / 100)}.${String(salaryCents % 100).padStart(2, '0')}`,
    regime: index % 10 === 0 ? 'micro' : index % 7 === 0 ? 'small' : 'general',
    familyAllowance: index % 2 === 0,
    hireDate: `${2015 + (index % 11)}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + (index % 28)).padStart(2, '0')}`,
    pension,
  };
}

const parametersByMonth: ParametersInForce[] = [];
for (let month = 1; month <= 12; month += 1) {
  parametersByMonth.push(
    parametersAt(DEFAULT_PARAMETER_HISTORY, `${YEAR}-${String(month).padStart(2, '0')}-28`),
  );
}

const workers = Array.from({ length: WORKERS }, (_, index) => makeWorker(index));
let payslips = 0;
let netCents = 0;
const started = performance.now();
for (const worker of workers) {
  const history: QuintaMonth[] = [];
  for (let month = 1; month <= 12; month += 1) {
    const parameters = parametersByMonth[month - 1] as ParametersInForce;
    const period = { year: YEAR, month };
    let gratificacion: PaidGratificacion | null = null;
    if (month === 7 || month === 12) {
      gratificacion = computeGratificacion({
        parameters,
        worker,
        year: YEAR,
        semester: month === 7 ? 'july' : 'december',
      });
    }
    const quincena = computeQuincena({ period, worker });
    const payslip = computePayslip({
      period,
      parameters,
      worker,
      attendance: {
        tardinessMinutes: next(40),
        absenceDays: next(10) === 0 ? 1 : 0,
        overtimeHours25: next(4) === 0 ? next(12) : 0,
        overtimeHours35: next(8) === 0 ? next(4) : 0,
      },
      bonuses: next(6) === 0 ? [{ amount: '150.00', reference: 'productivity' }] : [],
      discounts: next(5) === 0 ? [{ amount: '80.00', reference: 'uniform 1/3' }] : [],
      quincena: quincena.amount,
      gratificacion,
      quinta: { history },
    });
    history.push(payslip.quintaEntry);
    netCents += Math.round(Number(payslip.totals.net) * 100);
    payslips += 1;
  }
}
const elapsed = performance.now() - started;
console.log(
  `payslips: ${payslips}  total: ${(elapsed / 1000).toFixed(2)} s  per payslip: ${(elapsed / payslips).toFixed(3)} ms`,
);
console.log(`workers: ${WORKERS}  net paid: S/ ${(netCents / 100).toFixed(2)}`);
