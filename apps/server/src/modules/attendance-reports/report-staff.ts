import { DAY_CODES } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { areaNameOf, campusNameOf } from '../catalog/index.ts';
import { type StaffFilter, staffRows } from '../employees/index.ts';

export type { StaffFilter };

/**
 * Set-based reads of `attendance_days` and `attendance_marks`: one statement per answer, whatever the
 * number of people (no per-employee queries). The people come from the employees' `staffRows`.
 */

/** Which areas a viewer may read: null every area; an empty list none. */
export type AreaLimit = readonly number[] | null;

/** The people the filter covers, with the names of their area and campus (the employees' `staffRows`). */
export const staffCte = (f: StaffFilter) => sql`staff as (
  select s.id, s.name, s.document_number, ${areaNameOf(sql`s.area_id`)} as area_name,
         ${campusNameOf(sql`s.campus_id`)} as campus_name, s.personal_type, s.area_id, s.campus_id
    from ${staffRows(f)} s
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
