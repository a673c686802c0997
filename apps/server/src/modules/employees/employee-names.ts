import { and, asc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { type Looked, qualified } from '../../platform/db/lookup.ts';
import { positionNameOf } from '../references/index.ts';
import { employees } from './employee.table.ts';
import { employeeJobs } from './employee-job.table.ts';
import { employeeFullName } from './employee-name.ts';

/*
 * The reads other modules make of an employee's name beside a row of their own lists (shown,
 * searched and sorted by in SQL), and the operations staff their forms offer.
 */

type Reference = AnyPgColumn | SQLWrapper;

const isColumn = (r: Reference): r is AnyPgColumn => 'table' in r && 'name' in r;
const outer = (employeeId: Reference) => (isColumn(employeeId) ? qualified(employeeId) : employeeId);

const fullName = sql`trim(concat_ws(' ', ${qualified(employees.firstNames)}, ${qualified(employees.paternalSurname)}, ${qualified(employees.maternalSurname)}))`;

/** The full name of the employee `employeeId` points at; null where it points nowhere. */
export const employeeFullNameOf = <R extends Reference>(employeeId: R) =>
  sql<
    Looked<typeof employees.firstNames, R>
  >`(select ${fullName} from ${employees} where ${qualified(employees.id)} = ${outer(employeeId)})`;

/** Keeps the rows whose employee's full name matches the ilike `pattern`, as a semijoin. */
export const employeeNameMatches = (employeeId: Reference, pattern: string) =>
  sql`${outer(employeeId)} in (select ${qualified(employees.id)} from ${employees} where ${fullName} ilike ${pattern})`;

export type StaffMember = { id: number; fullName: string; positionName: string };

/** The active employees of the operations staff (who may drive a trip), by full name. */
export const operationsStaff = (db: DbOrTx): Promise<StaffMember[]> =>
  db
    .select({
      id: employees.id,
      fullName: employeeFullName,
      positionName: positionNameOf(employeeJobs.positionId),
    })
    .from(employees)
    .innerJoin(employeeJobs, eq(employeeJobs.employeeId, employees.id))
    .where(and(eq(employees.isActive, true), eq(employeeJobs.personalType, 'operations')))
    .orderBy(asc(employeeFullName));
