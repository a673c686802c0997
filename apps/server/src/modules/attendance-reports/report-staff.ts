import { DAY_CODES, type PersonalType } from '@zerg/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../platform/db/paged-list.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { areaNameOf, campusNameOf } from '../catalog/index.ts';
import { employeeJobs, employees as employeesTable } from '../employees/index.ts';

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

export const ids = (list: readonly number[]) => sql.raw(`array[${list.map(Number).join(',')}]::int[]`);

/** The conditions on `e` (employees) and `ej` (their job) every report shares. */
export const staffWhere = (f: StaffFilter): SQL => {
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

export const staffCte = (f: StaffFilter) => sql`staff as (
  select e.id,
         trim(concat_ws(' ', e.first_names, e.paternal_surname, e.maternal_surname)) as name,
         e.document_number, ${areaNameOf(sql`ej.area_id`)} as area_name,
         ${campusNameOf(sql`ej.campus_id`)} as campus_name, ej.personal_type
    from ${employeesTable} e
    join ${employeeJobs} ej on ej.employee_id = e.id
   where ${staffWhere(f)}
)`;

/** How many people the filter selects (a page past the last one still answers the total). */
export const countStaff = async (db: DbOrTx, f: StaffFilter): Promise<number> => {
  const { rows } = await db.execute<{ n: number }>(
    sql`with ${staffCte(f)} select count(*)::int as n from staff`,
  );
  return rows[0]?.n ?? 0;
};

/**
 * A day's letter (`DAY_CODES`) from an `ad` row of attendance_days, `-` when there is none. A day an
 * HR-approved justification changed reads `J`, a forgiven tardiness as much as a justified absence.
 */
export const dayCode = sql.raw(`case
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

/**
 * An `ad` row the reports count: today (Lima) is still being worked, so a day with no mark yet is not
 * an absence until it is over and reads as not computed, as the days ahead do.
 */
export const settledDay = () => sql`not (ad.status = 'unmarked' and ad.work_date >= ${limaToday()}::date)`;

export type Page = { page: number; perPage: number; sortBy?: string; sortDesc: boolean };

export const direction = (desc: boolean) => sql.raw(desc ? 'desc' : 'asc');
