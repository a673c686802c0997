import {
  DAY_CODES,
  type PersonalType,
  type TDayCounts,
  type TDetailsRow,
  type TMethodCounts,
  type TMonthGridRow,
  type TMonthTotals,
  type TYearRow,
} from '@zerg/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../platform/db/paged-list.ts';

/**
 * Set-based reads of `attendance_days` and `attendance_marks`: one statement per answer, whatever the
 * number of people (no per-employee queries). The tables of other modules are read by name,
 * read-only, as the other reports do (their modules keep them private).
 */

/** Which areas a viewer may read: null every area; an empty list none. */
export type AreaLimit = readonly number[] | null;

export type StaffFilter = {
  areaLimit: AreaLimit;
  q?: string;
  areaId?: number;
  campusId?: number;
  personalType?: PersonalType;
  employeeId?: number;
  /** People employed some day of [from, to]. */
  from: string;
  to: string;
};

const fold = (q: string) =>
  q
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');

const ids = (list: readonly number[]) => sql.raw(`array[${list.map(Number).join(',')}]::int[]`);

/** The conditions on `e` (employees) and `ej` (their job) every report shares. */
const staffWhere = (f: StaffFilter): SQL => {
  const parts: SQL[] = [
    sql`ej.start_date <= ${f.to}::date`,
    sql`(e.is_active or e.inactive_since >= ${f.from}::date)`,
  ];
  if (f.areaLimit) parts.push(f.areaLimit.length ? sql`ej.area_id = any(${ids(f.areaLimit)})` : sql`false`);
  if (f.areaId) parts.push(sql`ej.area_id = ${f.areaId}`);
  if (f.campusId) parts.push(sql`ej.campus_id = ${f.campusId}`);
  if (f.personalType) parts.push(sql`ej.personal_type = ${f.personalType}`);
  if (f.employeeId) parts.push(sql`e.id = ${f.employeeId}`);
  if (f.q) parts.push(sql`e.search_text like ${containsPattern(fold(f.q))}`);
  return sql.join(parts, sql` and `);
};

const staffCte = (f: StaffFilter) => sql`staff as (
  select e.id,
         trim(concat_ws(' ', e.first_names, e.paternal_surname, e.maternal_surname)) as name,
         e.document_number, a.name as area_name, c.name as campus_name, ej.personal_type
    from employees e
    join employee_jobs ej on ej.employee_id = e.id
    join areas a on a.id = ej.area_id
    join campuses c on c.id = ej.campus_id
   where ${staffWhere(f)}
)`;

/** A day's letter (`DAY_CODES`) from an `ad` row of attendance_days, `-` when there is none. */
const dayCode = sql.raw(`case
  when ad.status is null then '${DAY_CODES.none}'
  when ad.status = 'marked' and ad.late_minutes > 0 then '${DAY_CODES.late}'
  when ad.status = 'marked' then '${DAY_CODES.marked}'
  when ad.status = 'unmarked' then '${DAY_CODES.unmarked}'
  when ad.status = 'holiday' then '${DAY_CODES.holiday}'
  when ad.status = 'remote' then '${DAY_CODES.remote}'
  when ad.status = 'not_working' then '${DAY_CODES.not_working}'
  when ad.status = 'vacation' then '${DAY_CODES.vacation}'
  when ad.status = 'justified' then '${DAY_CODES.justified}'
  else '${DAY_CODES.none}' end`);

export type Page = { page: number; perPage: number; sortBy?: string; sortDesc: boolean };

const direction = (desc: boolean) => sql.raw(desc ? 'desc' : 'asc');

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
 * One page of the month grid in one statement: the filtered staff, their totals aggregated in SQL,
 * the page in the requested order, and each page row's days folded into one string of letters.
 */
export const monthGrid = async (
  db: DbOrTx,
  f: StaffFilter,
  page: Page,
): Promise<{ data: TMonthGridRow[]; total: number }> => {
  const order = sql.raw(`${GRID_SORT[page.sortBy ?? 'employeeName'] ?? 'name'}`);
  const { rows } = await db.execute<GridDbRow>(sql`
    with ${staffCte(f)},
    totals as (
      select ad.employee_id,
             count(*) filter (where ad.status in ('marked', 'remote'))::int as worked_days,
             count(*) filter (where ad.status = 'unmarked')::int as absences,
             count(*) filter (where ad.status = 'justified')::int as justified,
             count(*) filter (where ad.status = 'vacation')::int as vacation,
             count(*) filter (where ad.status = 'remote')::int as remote,
             sum(ad.late_minutes)::int as late_minutes,
             sum(ad.early_leave_minutes)::int as early_leave_minutes,
             sum(ad.worked_minutes)::int as worked_minutes,
             sum(ad.overtime_25_minutes)::int as overtime_25_minutes,
             sum(ad.overtime_35_minutes)::int as overtime_35_minutes
        from attendance_days ad
        join staff s on s.id = ad.employee_id
       where ad.work_date between ${f.from}::date and ${f.to}::date
       group by ad.employee_id
    ),
    page as (
      select s.*,
             coalesce(t.worked_days, 0) as worked_days, coalesce(t.absences, 0) as absences,
             coalesce(t.justified, 0) as justified, coalesce(t.vacation, 0) as vacation,
             coalesce(t.remote, 0) as remote, coalesce(t.late_minutes, 0) as late_minutes,
             coalesce(t.early_leave_minutes, 0) as early_leave_minutes,
             coalesce(t.worked_minutes, 0) as worked_minutes,
             coalesce(t.overtime_25_minutes, 0) as overtime_25_minutes,
             coalesce(t.overtime_35_minutes, 0) as overtime_35_minutes,
             count(*) over ()::int as total
        from staff s
        left join totals t on t.employee_id = s.id
       order by ${order} ${direction(page.sortDesc)}, s.name, s.id
       limit ${page.perPage} offset ${(page.page - 1) * page.perPage}
    ),
    days as (
      select p.id, string_agg(${dayCode}, '' order by g.d) as codes
        from page p
       cross join generate_series(${f.from}::date, ${f.to}::date, interval '1 day') as g(d)
        left join attendance_days ad on ad.employee_id = p.id and ad.work_date = g.d::date
       group by p.id
    )
    select p.id as "employeeId", p.name as "employeeName", p.document_number as "documentNumber",
           p.area_name as "areaName", p.campus_name as "campusName", p.personal_type as "personalType",
           d.codes, p.worked_days as "workedDays", p.absences, p.justified, p.vacation, p.remote,
           p.late_minutes as "lateMinutes", p.early_leave_minutes as "earlyLeaveMinutes",
           p.worked_minutes as "workedMinutes", p.overtime_25_minutes as "overtime25Minutes",
           p.overtime_35_minutes as "overtime35Minutes", p.total
      from page p
      join days d on d.id = p.id
     order by p.${order} ${direction(page.sortDesc)}, p.name, p.id`);
  let total = rows[0]?.total;
  if (total === undefined) total = page.page > 1 ? await countStaff(db, f) : 0;
  return { total, data: rows.map(({ total: _t, codes, ...r }) => ({ ...r, codes: codes ?? '' })) };
};

export const countStaff = async (db: DbOrTx, f: StaffFilter): Promise<number> => {
  const { rows } = await db.execute<{ n: number }>(
    sql`with ${staffCte(f)} select count(*)::int as n from staff`,
  );
  return rows[0]?.n ?? 0;
};

/** Per day, how many of the filtered staff were present, late, absent, on leave or remote. */
export const dayCounts = async (db: DbOrTx, f: StaffFilter): Promise<TDayCounts[]> => {
  const { rows } = await db.execute<TDayCounts>(sql`
    with ${staffCte(f)}
    select to_char(g.d, 'YYYY-MM-DD') as date,
           count(ad.*) filter (where ad.status = 'marked' and ad.late_minutes = 0)::int as present,
           count(ad.*) filter (where ad.status = 'marked' and ad.late_minutes > 0)::int as late,
           count(ad.*) filter (where ad.status = 'unmarked')::int as absent,
           count(ad.*) filter (where ad.status in ('vacation', 'justified'))::int as leave,
           count(ad.*) filter (where ad.status = 'remote')::int as remote
      from generate_series(${f.from}::date, ${f.to}::date, interval '1 day') as g(d)
      left join (attendance_days ad join staff s on s.id = ad.employee_id)
        on ad.work_date = g.d::date
     group by g.d
     order by g.d`);
  return rows;
};

/** The marks (and the superseded ones, flagged) of the filtered staff in [from, to]. */
const DETAILS_SORT: Record<string, string> = { markedAt: 'm.marked_at', employeeName: 's.name' };

export type MarkFilter = StaffFilter & { method?: string };

const markWhere = (f: MarkFilter) =>
  sql`m.work_date between ${f.from}::date and ${f.to}::date${f.method ? sql` and m.method = ${f.method}` : sql``}`;

export const markDetails = async (
  db: DbOrTx,
  f: MarkFilter,
  page: Page,
): Promise<{ data: TDetailsRow[]; total: number }> => {
  const order = sql.raw(DETAILS_SORT[page.sortBy ?? 'markedAt'] ?? 'm.marked_at');
  const desc = page.sortBy ? page.sortDesc : true;
  const [list, count] = await Promise.all([
    db.execute<Omit<TDetailsRow, 'markedAt'> & { markedAt: Date | string }>(sql`
      with ${staffCte(f)}
      select m.id, m.employee_id as "employeeId", s.name as "employeeName", s.area_name as "areaName",
             to_char(m.work_date, 'YYYY-MM-DD') as "workDate", m.marked_at as "markedAt", m.kind, m.method,
             c.name as "campusName", m.device, m.reason, u.full_name as "recordedByName",
             m.supersedes_id as "supersedesId",
             exists (select 1 from attendance_marks x where x.supersedes_id = m.id) as superseded
        from attendance_marks m
        join staff s on s.id = m.employee_id
        left join campuses c on c.id = m.campus_id
        left join users u on u.id = m.recorded_by
       where ${markWhere(f)}
       order by ${order} ${direction(desc)}, m.id ${direction(desc)}
       limit ${page.perPage} offset ${(page.page - 1) * page.perPage}`),
    db.execute<{ n: number }>(sql`
      with ${staffCte(f)}
      select count(*)::int as n from attendance_marks m join staff s on s.id = m.employee_id
       where ${markWhere(f)}`),
  ]);
  return {
    total: count.rows[0]?.n ?? 0,
    data: list.rows.map((r) => ({
      ...r,
      markedAt: (r.markedAt instanceof Date ? r.markedAt : new Date(r.markedAt)).toISOString(),
    })),
  };
};

/** Per day of the range, how many marks each method recorded (superseded ones excluded). */
export const methodCounts = async (db: DbOrTx, f: MarkFilter): Promise<TMethodCounts[]> => {
  const { rows } = await db.execute<TMethodCounts>(sql`
    with ${staffCte(f)},
    marks as (
      select m.work_date, m.method from attendance_marks m join staff s on s.id = m.employee_id
       where ${markWhere(f)}
         and not exists (select 1 from attendance_marks x where x.supersedes_id = m.id)
    )
    select to_char(g.d, 'YYYY-MM-DD') as date,
           count(mk.*) filter (where mk.method = 'self_qr')::int as self_qr,
           count(mk.*) filter (where mk.method = 'kiosk_scan')::int as kiosk_scan,
           count(mk.*) filter (where mk.method = 'manual')::int as manual
      from generate_series(${f.from}::date, ${f.to}::date, interval '1 day') as g(d)
      left join marks mk on mk.work_date = g.d::date
     group by g.d
     order by g.d`);
  return rows;
};

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
        from attendance_days ad join staff s on s.id = ad.employee_id
       where ad.work_date between ${f.from}::date and ${f.to}::date
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
        from attendance_days ad join staff s on s.id = ad.employee_id
       where ad.work_date between ${f.from}::date and ${f.to}::date
       group by 1
    )
    select k as month, coalesce(mo.worked, 0) as "workedDays", coalesce(mo.absences, 0) as absences,
           coalesce(mo.justified, 0) as justified, coalesce(mo.late, 0) as "lateMinutes"
      from generate_series(1, 12) k left join monthly mo on mo.m = k
     order by k`);
  return rows;
};

export type TodayDbRow = {
  employeeId: number;
  employeeName: string;
  areaId: number;
  areaName: string;
  campusId: number;
  campusName: string;
  status: string | null;
  lateMinutes: number;
  firstEntryAt: Date | string | null;
  lastExitAt: Date | string | null;
  lastKind: 'entry' | 'exit' | null;
};

/** Everyone employed today with today's computed day and live marks (superseded ones ignored). */
export const todayRows = async (
  db: DbOrTx,
  f: Omit<StaffFilter, 'from' | 'to'>,
  today: string,
): Promise<TodayDbRow[]> => {
  const { rows } = await db.execute<TodayDbRow>(sql`
    with ${staffCte({ ...f, from: today, to: today })},
    live as (
      select m.employee_id, m.kind, m.marked_at
        from attendance_marks m join staff s on s.id = m.employee_id
       where m.work_date = ${today}::date
         and not exists (select 1 from attendance_marks x where x.supersedes_id = m.id)
    ),
    summary as (
      select employee_id,
             min(marked_at) filter (where kind = 'entry') as first_entry,
             max(marked_at) filter (where kind = 'exit') as last_exit,
             (array_agg(kind order by marked_at desc))[1] as last_kind
        from live group by employee_id
    )
    select s.id as "employeeId", s.name as "employeeName", ej.area_id as "areaId", s.area_name as "areaName",
           ej.campus_id as "campusId", s.campus_name as "campusName", ad.status,
           coalesce(ad.late_minutes, 0) as "lateMinutes",
           coalesce(sm.first_entry, ad.first_entry_at) as "firstEntryAt",
           coalesce(sm.last_exit, ad.last_exit_at) as "lastExitAt", sm.last_kind as "lastKind"
      from staff s
      join employee_jobs ej on ej.employee_id = s.id
      left join attendance_days ad on ad.employee_id = s.id and ad.work_date = ${today}::date
      left join summary sm on sm.employee_id = s.id
     order by s.name, s.id`);
  return rows;
};

/** The areas a limit allows, and every campus, for the report filters. */
export const filterOptions = async (db: DbOrTx, limit: AreaLimit) => {
  const areaWhere = limit ? (limit.length ? sql`where id = any(${ids(limit)})` : sql`where false`) : sql``;
  const [areas, campuses] = await Promise.all([
    db.execute<{ id: number; name: string }>(sql`select id, name from areas ${areaWhere} order by name`),
    db.execute<{ id: number; name: string }>(sql`select id, name from campuses order by name`),
  ]);
  return { areas: areas.rows, campuses: campuses.rows };
};

/** The areas Settings → Areas-module grants a section (a department report's people). */
export const areasGrantedSection = async (db: DbOrTx, sectionId: number): Promise<number[]> => {
  const { rows } = await db.execute<{ id: number }>(
    sql`select area_id as id from area_sections where section_id = ${sectionId} order by area_id`,
  );
  return rows.map((r) => r.id);
};
