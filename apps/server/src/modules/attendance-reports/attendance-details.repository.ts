import type { TDetailsRow, TMethodCounts } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attendanceMarkRows } from '../attendance/index.ts';
import { campusNameOf } from '../catalog/index.ts';
import { userFullNameOf } from '../users/index.ts';
import { direction, type Page, type StaffFilter, staffCte } from './report-staff.ts';

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
             ${campusNameOf(sql`m.campus_id`)} as "campusName", m.device, m.reason, ${userFullNameOf(sql`m.recorded_by`)} as "recordedByName",
             m.supersedes_id as "supersedesId",
             m.superseded
        from ${attendanceMarkRows(f.from, f.to)} m
        join staff s on s.id = m.employee_id
       where ${markWhere(f)}
       order by ${order} ${direction(desc)}, m.id ${direction(desc)}
       limit ${page.perPage} offset ${(page.page - 1) * page.perPage}`),
    db.execute<{ n: number }>(sql`
      with ${staffCte(f)}
      select count(*)::int as n from ${attendanceMarkRows(f.from, f.to)} m join staff s on s.id = m.employee_id
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
      select m.work_date, m.method from ${attendanceMarkRows(f.from, f.to)} m join staff s on s.id = m.employee_id
       where ${markWhere(f)} and not m.superseded
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
