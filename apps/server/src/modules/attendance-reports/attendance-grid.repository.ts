import { DAY_CODES, type PersonalType, type TDayCounts, type TMonthGridRow } from '@zerg/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attendanceDayRows } from '../attendance/index.ts';
import {
  countStaff,
  dayCode,
  direction,
  type Page,
  type StaffFilter,
  settledDay,
  staffCte,
} from './report-staff.ts';

const GRID_SORT: Record<string, string> = {
  employeeName: 'name',
  areaName: 'area_name',
  campusName: 'campus_name',
  workedDays: 'worked_days',
  absences: 'absences',
  lateMinutes: 'late_minutes',
};

type GridDbRow = {
  employeeId: number;
  employeeName: string;
  documentNumber: string;
  areaName: string;
  campusName: string;
  personalType: PersonalType;
  codes: string | null;
  workedDays: number;
  absences: number;
  justified: number;
  vacation: number;
  remote: number;
  lateMinutes: number;
  earlyLeaveMinutes: number;
  workedMinutes: number;
  overtime25Minutes: number;
  overtime35Minutes: number;
  total: number;
};

/**
 * The month's letters and totals of the people in `source` (a CTE with an `id`), in one pass over
 * their `attendance_days` of the month, which the primary key (employee, day) yields in order: each
 * row's letter is preceded by a `-` per missing day since the previous row, and the string is padded
 * to the month's length.
 */
const monthAggregate = (source: SQL, f: StaffFilter, days: number) => sql`
    select d.employee_id,
           rpad(string_agg(d.piece, '' order by d.work_date), ${days}, ${DAY_CODES.none}) as codes,
           count(*) filter (where d.status in ('marked', 'remote'))::int as worked_days,
           count(*) filter (where d.status = 'unmarked')::int as absences,
           count(*) filter (where d.status = 'justified')::int as justified,
           count(*) filter (where d.status = 'vacation')::int as vacation,
           count(*) filter (where d.status = 'remote')::int as remote,
           sum(d.late_minutes)::int as late_minutes,
           sum(d.early_leave_minutes)::int as early_leave_minutes,
           sum(d.worked_minutes)::int as worked_minutes,
           sum(d.overtime_25_minutes)::int as overtime_25_minutes,
           sum(d.overtime_35_minutes)::int as overtime_35_minutes
      from (
        select ad.*,
               repeat(${DAY_CODES.none}, (ad.work_date - coalesce(
                 lag(ad.work_date) over (partition by ad.employee_id order by ad.work_date),
                 ${f.from}::date - 1) - 1)::int) || ${dayCode} as piece
          from ${attendanceDayRows(f.from, f.to)} ad
          join ${source} src on src.id = ad.employee_id
         where ad.work_date between ${f.from}::date and ${f.to}::date and ${settledDay()}
      ) d
     group by d.employee_id`;

const TOTAL_SORTS = new Set(['workedDays', 'absences', 'lateMinutes']);

const dayCount = (f: StaffFilter) => (Date.parse(f.to) - Date.parse(f.from)) / 86_400_000 + 1;

/**
 * One page of the month grid in one statement. Sorted by a name, the page is cut first and only its
 * people's days are read; sorted by a total, every filtered person's totals are aggregated, then cut.
 */
export const monthGrid = async (
  db: DbOrTx,
  f: StaffFilter,
  page: Page,
): Promise<{ data: TMonthGridRow[]; total: number }> => {
  const sortBy = page.sortBy ?? 'employeeName';
  const column = GRID_SORT[sortBy] ?? 'name';
  const dir = direction(page.sortDesc);
  const limit = sql`limit ${page.perPage} offset ${(page.page - 1) * page.perPage}`;
  const days = dayCount(f);
  const columns = sql`p.id as "employeeId", p.name as "employeeName", p.document_number as "documentNumber",
           p.area_name as "areaName", p.campus_name as "campusName", p.personal_type as "personalType",
           coalesce(a.codes, ${DAY_CODES.none.repeat(days)}) as codes,
           coalesce(a.worked_days, 0) as "workedDays", coalesce(a.absences, 0) as absences,
           coalesce(a.justified, 0) as justified, coalesce(a.vacation, 0) as vacation,
           coalesce(a.remote, 0) as remote, coalesce(a.late_minutes, 0) as "lateMinutes",
           coalesce(a.early_leave_minutes, 0) as "earlyLeaveMinutes",
           coalesce(a.worked_minutes, 0) as "workedMinutes",
           coalesce(a.overtime_25_minutes, 0) as "overtime25Minutes",
           coalesce(a.overtime_35_minutes, 0) as "overtime35Minutes", p.total`;
  const statement = TOTAL_SORTS.has(sortBy)
    ? sql`
    with ${staffCte(f)},
    agg as (${monthAggregate(sql`staff`, f, days)}),
    page as (
      select s.*, count(*) over ()::int as total, coalesce(a.${sql.raw(column)}, 0) as sort_key
        from staff s left join agg a on a.employee_id = s.id
       order by sort_key ${dir}, s.name, s.id ${limit}
    )
    select ${columns} from page p left join agg a on a.employee_id = p.id
     order by p.sort_key ${dir}, p.name, p.id`
    : sql`
    with ${staffCte(f)},
    page as (
      select s.*, count(*) over ()::int as total from staff s
       order by s.${sql.raw(column)} ${dir}, s.name, s.id ${limit}
    ),
    agg as (${monthAggregate(sql`page`, f, days)})
    select ${columns} from page p left join agg a on a.employee_id = p.id
     order by p.${sql.raw(column)} ${dir}, p.name, p.id`;
  const { rows } = await db.execute<GridDbRow>(statement);
  let total = rows[0]?.total;
  if (total === undefined) total = page.page > 1 ? await countStaff(db, f) : 0;
  return { total, data: rows.map(({ total: _t, codes, ...r }) => ({ ...r, codes: codes ?? '' })) };
};

/** Per day, how many of the filtered staff were present, late, absent, on leave or remote. */
export const dayCounts = async (db: DbOrTx, f: StaffFilter): Promise<TDayCounts[]> => {
  const { rows } = await db.execute<TDayCounts>(sql`
    with ${staffCte(f)},
    per_day as (
      select ad.work_date,
             count(*) filter (where ad.status = 'marked' and ad.late_minutes = 0)::int as present,
             count(*) filter (where ad.status = 'marked' and ad.late_minutes > 0)::int as late,
             count(*) filter (where ad.status = 'unmarked')::int as absent,
             count(*) filter (where ad.status in ('vacation', 'justified'))::int as leave,
             count(*) filter (where ad.status = 'remote')::int as remote
        from ${attendanceDayRows(f.from, f.to)} ad
        join staff s on s.id = ad.employee_id
       where ad.work_date between ${f.from}::date and ${f.to}::date and ${settledDay()}
       group by ad.work_date
    )
    select to_char(g.d, 'YYYY-MM-DD') as date, coalesce(p.present, 0) as present, coalesce(p.late, 0) as late,
           coalesce(p.absent, 0) as absent, coalesce(p.leave, 0) as leave, coalesce(p.remote, 0) as remote
      from generate_series(${f.from}::date, ${f.to}::date, interval '1 day') as g(d)
      left join per_day p on p.work_date = g.d::date
     order by g.d`);
  return rows;
};
