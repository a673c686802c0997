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

/**
 * A day's letter (`DAY_CODES`) from an `ad` row of attendance_days, `-` when there is none. A day an
 * HR-approved justification changed reads `J`, a forgiven tardiness as much as a justified absence.
 */
const dayCode = sql.raw(`case
  when ad.status is null then '${DAY_CODES.none}'
  when ad.justification_id is not null then '${DAY_CODES.justified}'
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
          from attendance_days ad
          join ${source} src on src.id = ad.employee_id
         where ad.work_date between ${f.from}::date and ${f.to}::date
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

export const countStaff = async (db: DbOrTx, f: StaffFilter): Promise<number> => {
  const { rows } = await db.execute<{ n: number }>(
    sql`with ${staffCte(f)} select count(*)::int as n from staff`,
  );
  return rows[0]?.n ?? 0;
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
        from attendance_days ad
        join staff s on s.id = ad.employee_id
       where ad.work_date between ${f.from}::date and ${f.to}::date
       group by ad.work_date
    )
    select to_char(g.d, 'YYYY-MM-DD') as date, coalesce(p.present, 0) as present, coalesce(p.late, 0) as late,
           coalesce(p.absent, 0) as absent, coalesce(p.leave, 0) as leave, coalesce(p.remote, 0) as remote
      from generate_series(${f.from}::date, ${f.to}::date, interval '1 day') as g(d)
      left join per_day p on p.work_date = g.d::date
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
