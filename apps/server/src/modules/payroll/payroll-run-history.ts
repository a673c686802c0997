import type { PreviousEmployer, QuintaMonth, SupplementHistory } from '@zerg/payroll-pe';
import { centsToMoney, moneyToCents } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { openingGratificacionOf, type PayrollFacts, priorIncomeOf } from '../employees/index.ts';

/*
 * What a run reads of the worker's earlier pay: the year's fifth-category history, the gratificación
 * of the CTS period, the CTS already deposited and the variable pay of the last six months. The run
 * computation reads them in bulk; the liquidación preview reads them for one worker.
 */

/**
 * The year's earlier approved (or paid) monthly and gratificación slips' quinta entries of this
 * employer, per worker, and before them the months this employer paid before its payroll ran in
 * the system (the opening balances; a month that has its own approved monthly run counts once,
 * through the run). Another employer's income comes in through the worker's certificate.
 */
export const quintaHistoryOf = async (
  db: DbOrTx,
  companyId: number,
  employeeIds: number[],
  year: number,
  month: number,
) => {
  const byEmployee = new Map<number, QuintaMonth[]>();
  if (!employeeIds.length) return { history: byEmployee, certificates: new Map<number, PreviousEmployer>() };
  const { rows } = await db.execute<{ employee_id: number; kind: string; entry: QuintaMonth }>(sql`
    select s.employee_id, r.kind, s.quinta_entry as entry
    from payroll_slips s join payroll_runs r on r.id = s.run_id
    where r.state in ('approved', 'paid') and r.year = ${year} and r.company_id = ${companyId}
      and ((r.kind = 'monthly' and r.month < ${month}) or (r.kind = 'gratificacion' and r.month <= ${month}))
      and s.quinta_entry is not null and s.employee_id = any(${sql.param(employeeIds)}::int[])
    order by s.employee_id, r.month, r.id`);
  const prior = await priorIncomeOf(db, employeeIds, year);
  const runMonths = new Map<number, Set<number>>();
  for (const r of rows)
    if (r.kind === 'monthly')
      runMonths.set(r.employee_id, (runMonths.get(r.employee_id) ?? new Set()).add(r.entry.month));
  for (const [employeeId, months] of prior.openingMonths) {
    const run = runMonths.get(employeeId);
    const opening = months.filter((m) => m.month < month && !run?.has(m.month));
    if (opening.length) byEmployee.set(employeeId, opening);
  }
  for (const r of rows) {
    const list = byEmployee.get(r.employee_id) ?? [];
    list.push(r.entry);
    byEmployee.set(r.employee_id, list);
  }
  return { history: byEmployee, certificates: prior.certificates };
};

/**
 * The gratificación (without bonificación) each worker got in the CTS period's gratificación run;
 * without a run, the one an opening balance of that month records as paid before the system.
 */
export const gratificacionPaidOf = async (
  db: DbOrTx,
  companyId: number,
  employeeIds: number[],
  year: number,
  month: number,
) => {
  const [gYear, gMonth] = month === 5 ? [year - 1, 12] : [year, 7];
  const { rows } = await db.execute<{ employee_id: number; amount: string }>(sql`
    select s.employee_id, coalesce(sum((l->>'amount')::numeric) filter (where l->>'concept' = 'gratificacion'), 0)::text as amount
    from payroll_slips s join payroll_runs r on r.id = s.run_id, jsonb_array_elements(s.lines) l
    where r.kind = 'gratificacion' and r.state in ('approved', 'paid') and r.company_id = ${companyId}
      and r.year = ${gYear} and r.month = ${gMonth}
    group by s.employee_id`);
  const paid = new Map(rows.map((r) => [r.employee_id, centsToMoney(moneyToCents(r.amount))]));
  const opening = await openingGratificacionOf(db, employeeIds, gYear, gMonth);
  for (const [employeeId, amount] of opening)
    if (!paid.has(employeeId)) paid.set(employeeId, centsToMoney(moneyToCents(amount)));
  return paid;
};

/**
 * Daily remunerations of the CTS each worker already got under the regime they are in now: the
 * earlier approved or paid CTS deposits of the company (a deposit stored before it carried its
 * `dailyPays` counts amount × 30 / base). The pequeña empresa stops at 90 over the employment.
 */
export const ctsAccruedDailyPaysOf = async (
  db: DbOrTx,
  companyId: number,
  facts: readonly PayrollFacts[],
  year: number,
  month: number,
) => {
  const byEmployee = new Map<number, string>();
  if (!facts.length) return byEmployee;
  const ids = facts.map((f) => f.employeeId);
  const { rows } = await db.execute<{ employee_id: number; regime: string; daily: string }>(sql`
    select s.employee_id, s.worker->>'regime' as regime, sum(coalesce((s.bases->>'dailyPays')::numeric,
        case when (s.bases->>'base')::numeric > 0 then s.net * 30 / (s.bases->>'base')::numeric else 0 end)
      )::numeric(14, 4)::text as daily
    from payroll_slips s join payroll_runs r on r.id = s.run_id
    where r.kind = 'cts' and r.state in ('approved', 'paid') and r.company_id = ${companyId}
      and (r.year < ${year} or (r.year = ${year} and r.month < ${month}))
      and s.employee_id = any(${sql.param(ids)}::int[])
    group by s.employee_id, s.worker->>'regime'`);
  const regimeOf = new Map(facts.map((f) => [f.employeeId, f.laborRegime]));
  for (const r of rows) if (regimeOf.get(r.employee_id) === r.regime) byEmployee.set(r.employee_id, r.daily);
  return byEmployee;
};

/**
 * The variable pay that may be regular, grouped as one supplement each: overtime (25 % and 35 %),
 * night work, commissions, regular bonuses and additional work. Occasional and extraordinary
 * bonuses are left out: DS 001-97-TR art. 19 excludes them from the computable remuneration.
 */
export const VARIABLE_PAY: Record<string, string> = {
  overtime_25: 'overtime',
  overtime_35: 'overtime',
  night_work: 'night_work',
  commission: 'commission',
  bonus: 'bonus',
  additional_work: 'additional_work',
};

/**
 * Each worker's variable pay in the six calendar months ending with the run's month, from the
 * approved or paid monthly slips of the company, one amount per month (oldest first, zero when
 * none): the engine counts a supplement paid in at least three of them and adds its sixth.
 */
export const supplementsOf = async (
  db: DbOrTx,
  companyId: number,
  employeeIds: number[],
  year: number,
  month: number,
): Promise<Map<number, SupplementHistory[]>> => {
  const byEmployee = new Map<number, SupplementHistory[]>();
  if (!employeeIds.length) return byEmployee;
  const last = year * 12 + (month - 1);
  const { rows } = await db.execute<{
    employee_id: number;
    concept: string;
    slot: number;
    amount: string;
  }>(sql`
    select s.employee_id, l->>'concept' as concept, (r.year * 12 + r.month - 1) - ${last - 5} as slot,
      sum((l->>'amount')::numeric)::numeric(14, 2)::text as amount
    from payroll_slips s join payroll_runs r on r.id = s.run_id, jsonb_array_elements(s.lines) l
    where r.kind = 'monthly' and r.state in ('approved', 'paid') and r.company_id = ${companyId}
      and r.year * 12 + r.month - 1 between ${last - 5} and ${last}
      and l->>'concept' = any(${sql.param(Object.keys(VARIABLE_PAY))}::text[])
      and s.employee_id = any(${sql.param(employeeIds)}::int[])
    group by 1, 2, 3`);
  const cents = new Map<number, Map<string, bigint[]>>();
  for (const r of rows) {
    const name = VARIABLE_PAY[r.concept] ?? r.concept;
    const concepts = cents.get(r.employee_id) ?? new Map<string, bigint[]>();
    const amounts = concepts.get(name) ?? [0n, 0n, 0n, 0n, 0n, 0n];
    amounts[r.slot] = (amounts[r.slot] ?? 0n) + moneyToCents(r.amount);
    concepts.set(name, amounts);
    cents.set(r.employee_id, concepts);
  }
  for (const [employeeId, concepts] of cents)
    byEmployee.set(
      employeeId,
      [...concepts]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([concept, amounts]) => ({ concept, amounts: amounts.map(centsToMoney) })),
    );
  return byEmployee;
};
