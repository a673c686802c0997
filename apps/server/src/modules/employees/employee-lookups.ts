import { and, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { type Looked, lookupOf, qualified } from '../../platform/db/lookup.ts';
import { containsPattern } from '../../platform/db/paged-list.ts';
import { employees } from './employee.table.ts';
import { employeeJobs } from './employee-job.table.ts';
import type { EmployeeScope } from './employee-scope.ts';

/*
 * What other modules' lists show, sort and filter by about the employee a row of theirs points at,
 * in SQL and without naming this module's tables: a column as a correlated subquery by primary key,
 * a filter as a semijoin on the employee's id.
 */

type Reference = AnyPgColumn | SQLWrapper;

const ref = (reference: Reference) =>
  'table' in reference && 'name' in reference ? qualified(reference as AnyPgColumn) : reference;

const fullName = sql`trim(concat_ws(' ', ${qualified(employees.firstNames)}, ${qualified(employees.paternalSurname)}, ${qualified(employees.maternalSurname)}))`;

/** The employee's name as every screen shows it; null only where the reference is. */
export const employeeFullNameOf = <R extends Reference>(employeeId: R) =>
  sql<
    Looked<typeof employees.firstNames, R>
  >`(select ${fullName} from ${employees} where ${qualified(employees.id)} = ${ref(employeeId)})`;

/** The employee's personal code. */
export const employeePersonalCodeOf = <R extends Reference>(employeeId: R) =>
  lookupOf(employees.personalCode, employees.id, employeeId);

/** The employee's document number. */
export const employeeDocumentNumberOf = <R extends Reference>(employeeId: R) =>
  lookupOf(employees.documentNumber, employees.id, employeeId);

/** Whether the employee is active. */
export const employeeIsActiveOf = <R extends Reference>(employeeId: R) =>
  lookupOf(employees.isActive, employees.id, employeeId);

/** The employee's current area; null without job details. */
export const employeeAreaIdOf = <R extends Reference>(employeeId: R) =>
  sql<
    number | null
  >`(select ${qualified(employeeJobs.areaId)} from ${employeeJobs} where ${qualified(employeeJobs.employeeId)} = ${ref(employeeId)})`;

/** Which employees a list keeps; every field left out keeps everyone. */
export type EmployeeFilter = {
  /** The user's scope: their area's current workers, or everyone. */
  scope?: EmployeeScope;
  /** Current area. */
  areaId?: number;
  /** Current employer. */
  companyId?: number;
  active?: boolean;
  /** Text somewhere in the shown name, case-insensitive. */
  nameContains?: string;
};

/**
 * A semijoin keeping the rows whose `employeeId` names an employee the filter keeps (an employee
 * without job details passes no job condition); undefined when nothing is filtered.
 */
export const employeeWhere = (employeeId: Reference, f: EmployeeFilter): SQL | undefined => {
  const job: SQL[] = [];
  if (f.scope && !f.scope.all) job.push(sql`${employeeJobs.areaId} = ${f.scope.areaId ?? -1}`);
  if (f.areaId !== undefined) job.push(sql`${employeeJobs.areaId} = ${f.areaId}`);
  if (f.companyId !== undefined) job.push(sql`${employeeJobs.companyId} = ${f.companyId}`);
  const person: SQL[] = [];
  if (f.active !== undefined) person.push(sql`${employees.isActive} = ${f.active}`);
  if (f.nameContains) person.push(sql`${fullName} ilike ${containsPattern(f.nameContains)}`);
  const kept: SQL[] = [];
  if (job.length)
    kept.push(
      sql`${employeeId} in (select ${employeeJobs.employeeId} from ${employeeJobs} where ${and(...job)})`,
    );
  if (person.length)
    kept.push(sql`${employeeId} in (select ${employees.id} from ${employees} where ${and(...person)})`);
  return kept.length ? and(...kept) : undefined;
};
