import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attendanceDayRows, attendanceMarkRows } from '../attendance/index.ts';
import { listAreas, listCampuses } from '../catalog/index.ts';
import { type AreaLimit, type StaffFilter, staffCte } from './report-staff.ts';

// The month grid's statements, which the monthly benchmark times apart from HTTP (see index.ts).
export { dayCounts, monthGrid } from './attendance-grid.repository.ts';

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
        from ${attendanceMarkRows(today, today)} m join staff s on s.id = m.employee_id
       where m.work_date = ${today}::date and not m.superseded
    ),
    summary as (
      select employee_id,
             min(marked_at) filter (where kind = 'entry') as first_entry,
             max(marked_at) filter (where kind = 'exit') as last_exit,
             (array_agg(kind order by marked_at desc))[1] as last_kind
        from live group by employee_id
    )
    select s.id as "employeeId", s.name as "employeeName", s.area_id as "areaId", s.area_name as "areaName",
           s.campus_id as "campusId", s.campus_name as "campusName", ad.status,
           coalesce(ad.late_minutes, 0) as "lateMinutes",
           coalesce(sm.first_entry, ad.first_entry_at) as "firstEntryAt",
           coalesce(sm.last_exit, ad.last_exit_at) as "lastExitAt", sm.last_kind as "lastKind"
      from staff s
      left join ${attendanceDayRows(today, today)} ad on ad.employee_id = s.id and ad.work_date = ${today}::date
      left join summary sm on sm.employee_id = s.id
     order by s.name, s.id`);
  return rows;
};

/** The areas a limit allows, and every campus, for the report filters. */
export const filterOptions = async (db: DbOrTx, limit: AreaLimit) => {
  const [areaRows, campusRows] = await Promise.all([listAreas(db), listCampuses(db)]);
  return {
    areas: areaRows.filter((a) => !limit || limit.includes(a.id)).map((a) => ({ id: a.id, name: a.name })),
    campuses: campusRows,
  };
};
