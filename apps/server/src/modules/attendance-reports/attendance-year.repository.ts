import type { TMonthTotals, TYearRow } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attendanceDayRows } from '../attendance/index.ts';
import { countStaff, direction, type Page, type StaffFilter, settledDay, staffCte } from './report-staff.ts';

const YEAR_SORT: Record<string, string> = {
  employeeName: 'name',
  areaName: 'area_name',
  workedDays: 'total_worked_days',
  absences: 'total_absences',
  lateMinutes: 'total_late_minutes',
};

/** Per employee, the twelve months' totals, aggregated in SQL. */
export const yearTotals = async (
  db: DbOrTx,
  f: StaffFilter,
  page: Page,
): Promise<{ data: TYearRow[]; total: number }> => {
  const order = sql.raw(YEAR_SORT[page.sortBy ?? 'employeeName'] ?? 'name');
  const { rows } = await db.execute<TYearRow & { total: number }>(sql`
    with ${staffCte(f)},
    monthly as (
      select ad.employee_id, extract(month from ad.work_date)::int as m,
             count(*) filter (where ad.status in ('marked', 'remote'))::int as worked,
             count(*) filter (where ad.status = 'unmarked')::int as absences,
             count(*) filter (where ad.status = 'justified')::int as justified,
             sum(ad.late_minutes)::int as late,
             sum(ad.overtime_25_minutes + ad.overtime_35_minutes)::int as overtime
        from ${attendanceDayRows(f.from, f.to)} ad join staff s on s.id = ad.employee_id
       where ad.work_date between ${f.from}::date and ${f.to}::date and ${settledDay()}
       group by 1, 2
    ),
    per as (
      select s.*,
             coalesce((select sum(worked) from monthly mo where mo.employee_id = s.id), 0)::int as total_worked_days,
             coalesce((select sum(absences) from monthly mo where mo.employee_id = s.id), 0)::int as total_absences,
             coalesce((select sum(late) from monthly mo where mo.employee_id = s.id), 0)::int as total_late_minutes,
             count(*) over ()::int as total
        from staff s
       order by ${order} ${direction(page.sortDesc)}, s.name, s.id
       limit ${page.perPage} offset ${(page.page - 1) * page.perPage}
    )
    select p.id as "employeeId", p.name as "employeeName", p.area_name as "areaName",
           p.campus_name as "campusName",
           array(select coalesce(mo.worked, 0) from generate_series(1, 12) k
                   left join monthly mo on mo.employee_id = p.id and mo.m = k order by k) as "workedDays",
           array(select coalesce(mo.absences, 0) from generate_series(1, 12) k
                   left join monthly mo on mo.employee_id = p.id and mo.m = k order by k) as absences,
           array(select coalesce(mo.justified, 0) from generate_series(1, 12) k
                   left join monthly mo on mo.employee_id = p.id and mo.m = k order by k) as justified,
           array(select coalesce(mo.late, 0) from generate_series(1, 12) k
                   left join monthly mo on mo.employee_id = p.id and mo.m = k order by k) as "lateMinutes",
           array(select coalesce(mo.overtime, 0) from generate_series(1, 12) k
                   left join monthly mo on mo.employee_id = p.id and mo.m = k order by k) as "overtimeMinutes",
           p.total_worked_days as "totalWorkedDays", p.total_absences as "totalAbsences",
           p.total_late_minutes as "totalLateMinutes", p.total
      from per p
     order by p.${order} ${direction(page.sortDesc)}, p.name, p.id`);
  let total = rows[0]?.total;
  if (total === undefined) total = page.page > 1 ? await countStaff(db, f) : 0;
  return { total, data: rows.map(({ total: _t, ...r }) => r) };
};

/** The whole filtered staff's totals per month of the year (the Year chart). */
export const monthTotals = async (db: DbOrTx, f: StaffFilter): Promise<TMonthTotals[]> => {
  const { rows } = await db.execute<TMonthTotals>(sql`
    with ${staffCte(f)},
    monthly as (
      select extract(month from ad.work_date)::int as m,
             count(*) filter (where ad.status in ('marked', 'remote'))::int as worked,
             count(*) filter (where ad.status = 'unmarked')::int as absences,
             count(*) filter (where ad.status = 'justified')::int as justified,
             sum(ad.late_minutes)::int as late
        from ${attendanceDayRows(f.from, f.to)} ad join staff s on s.id = ad.employee_id
       where ad.work_date between ${f.from}::date and ${f.to}::date
       group by 1
    )
    select k as month, coalesce(mo.worked, 0) as "workedDays", coalesce(mo.absences, 0) as absences,
           coalesce(mo.justified, 0) as justified, coalesce(mo.late, 0) as "lateMinutes"
      from generate_series(1, 12) k left join monthly mo on mo.m = k
     order by k`);
  return rows;
};
