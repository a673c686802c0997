import type { PersonalType } from '@zerg/shared';
import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { lookupOf, outerRef, qualified } from '../../platform/db/lookup.ts';
import { containsPattern } from '../../platform/db/paged-list.ts';
import { areaIsHrOf } from '../catalog/index.ts';
import { employees } from './employee.table.ts';
import { employeeJobs } from './employee-job.table.ts';
import { qualifiedFullName } from './employee-name.ts';
import type { EmployeeScope } from './employee-scope.ts';

/*
 * What other modules' lists show, sort and filter by about the employee a row of theirs points at,
 * in SQL and without naming this module's tables: a column as a correlated subquery by primary key,
 * a filter as a semijoin on the employee's id.
 */

type Reference = AnyPgColumn | SQLWrapper;

/** The employee's personal code. */
export const employeePersonalCodeOf = <R extends Reference>(employeeId: R) =>
  lookupOf(employees.personalCode, employees.id, employeeId);

/** Whether the employee is active. */
export const employeeIsActiveOf = <R extends Reference>(employeeId: R) =>
  lookupOf(employees.isActive, employees.id, employeeId);

/** The employee's current area; null without job details. */
export const employeeAreaIdOf = <R extends Reference>(employeeId: R) =>
  sql<
    number | null
  >`(select ${qualified(employeeJobs.areaId)} from ${employeeJobs} where ${qualified(employeeJobs.employeeId)} = ${outerRef(employeeId)})`;

/** How many employees, active or not, have their job at the company `companyId` points at. */
export const companyEmployeeCountOf = (companyId: Reference) =>
  sql<number>`(select count(*)::int from ${employeeJobs} ej where ej.company_id = ${outerRef(companyId)})`;

/** How many active employees work in the area `areaId` points at: those a deactivation would strand. */
export const areaActiveEmployeeCountOf = (areaId: Reference) =>
  sql<number>`(select count(*)::int from ${employeeJobs} ej join ${employees} e on e.id = ej.employee_id where ej.area_id = ${outerRef(areaId)} and e.is_active)`;

/** Which employees a list keeps; every field left out keeps everyone. */
export type EmployeeFilter = {
  /** The user's scope: their area's current workers, or everyone. */
  scope?: EmployeeScope;
  /** Current area. */
  areaId?: number;
  /** Current area, one of these (none: nobody). */
  areaIds?: readonly number[];
  /** Current employer. */
  companyId?: number;
  active?: boolean;
  /** Text somewhere in the shown name, case-insensitive. */
  nameContains?: string;
  /** Text somewhere in the shown name or the document number, case-insensitive. */
  nameOrDocumentContains?: string;
};

/**
 * A semijoin keeping the rows whose `employeeId` names an employee the filter keeps (an employee
 * without job details passes no job condition); undefined when nothing is filtered.
 */
export const employeeWhere = (employeeId: Reference, f: EmployeeFilter): SQL | undefined => {
  const job: SQL[] = [];
  if (f.scope && !f.scope.all) job.push(sql`${employeeJobs.areaId} = ${f.scope.areaId ?? -1}`);
  if (f.areaId !== undefined) job.push(sql`${employeeJobs.areaId} = ${f.areaId}`);
  if (f.areaIds) job.push(f.areaIds.length ? inArray(employeeJobs.areaId, [...f.areaIds]) : sql`false`);
  if (f.companyId !== undefined) job.push(sql`${employeeJobs.companyId} = ${f.companyId}`);
  const person: SQL[] = [];
  if (f.active !== undefined) person.push(sql`${employees.isActive} = ${f.active}`);
  if (f.nameContains) person.push(sql`${qualifiedFullName} ilike ${containsPattern(f.nameContains)}`);
  if (f.nameOrDocumentContains) {
    const pattern = containsPattern(f.nameOrDocumentContains);
    person.push(sql`(${qualifiedFullName} ilike ${pattern} or ${employees.documentNumber} ilike ${pattern})`);
  }
  const kept: SQL[] = [];
  if (job.length)
    kept.push(
      sql`${employeeId} in (select ${employeeJobs.employeeId} from ${employeeJobs} where ${and(...job)})`,
    );
  if (person.length)
    kept.push(sql`${employeeId} in (select ${employees.id} from ${employees} where ${and(...person)})`);
  return kept.length ? and(...kept) : undefined;
};

/** Where an employee works and on which staff: what attendance, flows and payroll group them by. */
export type EmployeePlace = {
  employeeId: number;
  companyId: number | null;
  areaId: number;
  personalType: PersonalType;
};

/** The place of these employees, by id; one without job details is missing from the map. */
export const employeePlacesById = async (
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, EmployeePlace>> => {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({
      employeeId: employeeJobs.employeeId,
      companyId: employeeJobs.companyId,
      areaId: employeeJobs.areaId,
      personalType: employeeJobs.personalType,
    })
    .from(employeeJobs)
    .where(inArray(employeeJobs.employeeId, wanted));
  return new Map(rows.map((r) => [r.employeeId, r]));
};

/** Whether the employee's current area is an HR area (false without job details). */
export const worksInHrArea = async (db: DbOrTx, employeeId: number): Promise<boolean> => {
  const [row] = await db
    .select({ isHr: areaIsHrOf(employeeJobs.areaId) })
    .from(employeeJobs)
    .where(eq(employeeJobs.employeeId, employeeId));
  return row?.isHr ?? false;
};

/** The employees whose current area is `areaId`, in id order (the demo picks its people so). */
export const employeeIdsOfArea = async (db: DbOrTx, areaId: number): Promise<number[]> =>
  (
    await db
      .select({ id: employeeJobs.employeeId })
      .from(employeeJobs)
      .where(eq(employeeJobs.areaId, areaId))
      .orderBy(asc(employeeJobs.employeeId))
  ).map((r) => r.id);

/** The employee whose printed attendance code this is (the kiosk's scan), or null. */
export const employeeIdByAttendanceCode = async (db: DbOrTx, code: string): Promise<number | null> => {
  const [row] = await db
    .select({ id: employees.id })
    .from(employees)
    .where(eq(employees.attendanceCode, code));
  return row?.id ?? null;
};

/** How many active employees each labour regime has (the regimes' tab), by regime code. */
export const activeEmployeesByLaborRegime = async (db: DbOrTx): Promise<Map<string, number>> => {
  const rows = await db
    .select({ code: employeeJobs.laborRegime, n: sql<number>`count(*)::int` })
    .from(employeeJobs)
    .innerJoin(employees, and(eq(employees.id, employeeJobs.employeeId), eq(employees.isActive, true)))
    .groupBy(employeeJobs.laborRegime);
  return new Map(rows.map((r) => [r.code, r.n]));
};

export type EmployeeMailboxes = {
  id: number;
  isActive: boolean;
  workEmail: string | null;
  personalEmail: string | null;
};

/** The e-mail addresses on these employees' records, by id: where a worker's documents go. */
export const employeeMailboxesById = async (
  db: DbOrTx,
  ids: readonly number[],
): Promise<Map<number, EmployeeMailboxes>> => {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({
      id: employees.id,
      isActive: employees.isActive,
      workEmail: employees.workEmail,
      personalEmail: employees.personalEmail,
    })
    .from(employees)
    .where(inArray(employees.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
};
