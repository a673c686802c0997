import type { PersonalType } from '@zerg/shared';
import { and, asc, eq, gte, inArray, isNull, lte, or, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern } from '../../platform/db/paged-list.ts';
import { employees } from './employee.table.ts';
import { employeeJobs } from './employee-job.table.ts';

/*
 * The staff a set-based report reads in one statement (the attendance reports): a subquery it names
 * in its own SQL, so it joins its days to the people without naming this module's tables.
 */

/** Which people a report covers. */
export type StaffFilter = {
  /** Which areas the viewer may read: null every area; an empty list none. */
  areaLimit: readonly number[] | null;
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

/**
 * The people the filter covers, as a subquery with `id`, `name` (as every screen shows it),
 * `document_number`, `area_id`, `campus_id` and `personal_type`, one row per person.
 */
export const staffRows = (f: StaffFilter): SQL => sql`(
  select e.id,
         trim(concat_ws(' ', e.first_names, e.paternal_surname, e.maternal_surname)) as name,
         e.document_number, ej.area_id, ej.campus_id, ej.personal_type
    from ${employees} e
    join ${employeeJobs} ej on ej.employee_id = e.id
   where ${staffWhere(f)}
)`;

/**
 * A company's staff of a period, surnames first and in that order: the people of `alsoIds` (a
 * subquery of employee ids, e.g. those the period paid) and those the record places at the company
 * some day of [from, to]; of one current area when `areaId` is given.
 */
export const companyStaffOf = (
  db: DbOrTx,
  f: { companyId: number; from: string; to: string; areaId: number | null; alsoIds: SQLWrapper },
): Promise<{ id: number; name: string; documentNumber: string }[]> =>
  db
    .select({
      id: employees.id,
      name: sql<string>`concat_ws(' ', ${employees.paternalSurname}, ${employees.maternalSurname}, ${employees.firstNames})`,
      documentNumber: employees.documentNumber,
    })
    .from(employees)
    .leftJoin(employeeJobs, eq(employeeJobs.employeeId, employees.id))
    .where(
      and(
        f.areaId === null ? undefined : eq(employeeJobs.areaId, f.areaId),
        or(
          inArray(employees.id, f.alsoIds),
          and(
            eq(employeeJobs.companyId, f.companyId),
            lte(employeeJobs.startDate, f.to),
            or(isNull(employees.inactiveSince), gte(employees.inactiveSince, f.from)),
          ),
        ),
      ),
    )
    .orderBy(asc(employees.paternalSurname), asc(employees.maternalSurname), asc(employees.firstNames));
