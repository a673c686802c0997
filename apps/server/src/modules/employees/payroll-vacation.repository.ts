import {
  LABOR_REGIMES,
  type TPayrollVacationListQuery,
  type TPayrollVacationRow,
  VACATION_DAYS_PER_YEAR,
} from '@zerg/shared';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { EmployeeScope } from '../../platform/auth/current-user.ts';
import { containsPattern } from '../../platform/db/paged-list.ts';
import { areaNameOf } from '../catalog/index.ts';
import { companyNameOf } from '../references/index.ts';
import { employees } from './employee.table.ts';
import { employeeJobs } from './employee-job.table.ts';
import { employeeFullName } from './employee-name.ts';
import { areaInScope } from './employee-scope.ts';

export type PayrollVacationParams = TPayrollVacationListQuery & { page: number; perPage: number };

/**
 * The `k`-th anniversary of a service start, as `serviceYearRange` (vacation-balance.ts) counts it:
 * the start's day of month added to the month, so that 29 February falls on 1 March.
 */
const anniversary = (start: SQL, k: SQL) =>
  sql`((date_trunc('month', ${start}::timestamp) + make_interval(years => ${k}))::date + (extract(day from ${start})::int - 1))`;

const perYearDays = sql.join(
  [
    sql`case ${employeeJobs.laborRegime}`,
    ...LABOR_REGIMES.map((r) => sql`when ${r} then ${VACATION_DAYS_PER_YEAR[r]}::int`),
    sql`else 0 end`,
  ],
  sql` `,
);

const SORT: Record<NonNullable<TPayrollVacationListQuery['sortBy']>, string> = {
  name: 'name',
  earned: 'earned',
  taken: 'taken',
  scheduled: 'scheduled',
  balance: 'balance',
  nextStart: '"nextStart"',
};

/**
 * The payroll's Vacations tab: every active employee in `scope` with the days earned, taken and
 * scheduled over all service years, the balance and the next period, figured, sorted and paged in
 * SQL. The figures follow `vacationBalances` and `openingVacationTaken` (the employee record's):
 * a completed service year earns the regime's days, the year in progress its share so far, and the
 * periods (and the opening balances' days taken before the system) count in their service year.
 */
export const listPayrollVacations = async (
  db: DbOrTx,
  scope: EmployeeScope,
  query: PayrollVacationParams,
  today: string,
): Promise<{ total: number; data: TPayrollVacationRow[] }> => {
  const conditions: (SQL | undefined)[] = [
    eq(employees.isActive, true),
    areaInScope(scope, employeeJobs.areaId),
  ];
  const f = query.filters;
  if (f?.companyId) conditions.push(eq(employeeJobs.companyId, f.companyId));
  if (f?.areaId) conditions.push(eq(employeeJobs.areaId, f.areaId));
  if (f?.personalType) conditions.push(eq(employeeJobs.personalType, f.personalType));
  if (query.q) {
    const pattern = containsPattern(query.q);
    conditions.push(
      sql`(${employeeFullName} ilike ${pattern} or ${employees.documentNumber} ilike ${pattern})`,
    );
  }
  const now = sql`${today}::date`;
  const start = sql`p.service_start`;
  const order = sql.raw(`${SORT[query.sortBy ?? 'name']} ${query.sortDesc ? 'desc' : 'asc'} nulls last`);
  const result = await db.execute(sql`
    with people as (
      select ${employees.id} as employee_id, ${employeeFullName} as name,
        ${employees.documentNumber} as document_number,
        ${companyNameOf(employeeJobs.companyId)} as company_name, ${areaNameOf(employeeJobs.areaId)} as area_name,
        ${employeeJobs.laborRegime} as labor_regime, ${employeeJobs.startDate} as service_start,
        ${perYearDays} as per_year
      from ${employees} join ${employeeJobs} on ${employeeJobs.employeeId} = ${employees.id}
      where ${and(...conditions)}
    ),
    years as (
      select p.employee_id, n, ${anniversary(start, sql`n - 1`)} as y_from, ${anniversary(start, sql`n`)} - 1 as y_to
      from people p
      cross join lateral generate_series(1, extract(year from age(${now}, ${start}))::int + 2) n
      where ${start} <= ${now} and ${anniversary(start, sql`n - 1`)} <= ${now}
    ),
    opening as (
      select o.employee_id, o.vacation_days as days,
        (make_date(o.year, o.month, 1) + interval '1 month' - interval '1 day')::date as end_date,
        greatest(make_date(o.year, o.month, 1), ${start}) as from_date, ${start} as service_start
      from employee_opening_balances o join people p on p.employee_id = o.employee_id
      where o.vacation_days > 0 and ${start} is not null
    ),
    periods as (
      select v.employee_id, v.service_year, v.days, v.end_date
      from employee_vacations v
      where v.canceled_at is null and v.employee_id in (select employee_id from people)
      union all
      select o.employee_id,
        1 + (select count(*)::int from generate_series(1, extract(year from age(o.from_date, o.service_start))::int + 1) k
             where ${anniversary(sql`o.service_start`, sql`k`)} <= o.from_date),
        o.days, o.end_date
      from opening o where o.end_date >= o.service_start
    ),
    per_year as (
      select y.employee_id,
        case when y.y_to < ${now} then p.per_year
             else (p.per_year * (${now} - y.y_from + 1)) / (y.y_to - y.y_from + 1) end as entitled,
        coalesce((select sum(pr.days) from periods pr where pr.employee_id = y.employee_id
          and pr.service_year = y.n and pr.end_date < ${now}), 0) as taken,
        coalesce((select sum(pr.days) from periods pr where pr.employee_id = y.employee_id
          and pr.service_year = y.n and pr.end_date >= ${now}), 0) as scheduled
      from years y join people p on p.employee_id = y.employee_id
    ),
    figures as (
      select employee_id, sum(entitled)::int as earned, sum(taken)::int as taken, sum(scheduled)::int as scheduled
      from per_year group by employee_id
    ),
    listed as (
      select p.employee_id as "employeeId", p.name, p.document_number as "documentNumber",
        p.company_name as "companyName", p.area_name as "areaName", p.labor_regime as "laborRegime",
        p.service_start::text as "serviceStart",
        coalesce(f.earned, 0) as earned, coalesce(f.taken, 0) as taken, coalesce(f.scheduled, 0) as scheduled,
        coalesce(f.earned, 0) - coalesce(f.taken, 0) - coalesce(f.scheduled, 0) as balance,
        nx.start_date::text as "nextStart", nx.end_date::text as "nextEnd"
      from people p
      left join figures f on f.employee_id = p.employee_id
      left join lateral (
        select v.start_date, v.end_date from employee_vacations v
        where v.employee_id = p.employee_id and v.canceled_at is null and v.end_date >= ${now}
        order by v.start_date, v.id limit 1
      ) nx on true
    )
    select *, count(*) over ()::int as "total" from listed
    order by ${order}, "employeeId"
    limit ${query.perPage} offset ${(query.page - 1) * query.perPage}`);
  const rows = result.rows as (TPayrollVacationRow & { total: number })[];
  if (rows.length === 0 && query.page > 1) {
    const first = await listPayrollVacations(db, scope, { ...query, page: 1, perPage: 1 }, today);
    return { total: first.total, data: [] };
  }
  return { total: rows[0]?.total ?? 0, data: rows.map(({ total: _, ...row }) => row) };
};
