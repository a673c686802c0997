import { sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { qualified } from '../../platform/db/lookup.ts';
import { employees } from './employee.table.ts';

type NameColumns = { firstNames: AnyPgColumn; paternalSurname: AnyPgColumn; maternalSurname: AnyPgColumn };

/** "First names Paternal Maternal", of the employees table or of an alias of it (e.g. the chief). */
export const fullNameOf = (e: NameColumns) =>
  sql<string>`trim(concat_ws(' ', ${e.firstNames}, ${e.paternalSurname}, ${e.maternalSurname}))`;

/** The name every screen and document shows for an employee. */
export const employeeFullName = fullNameOf(employees);

/** The same name with its columns named in full, for a subquery inside another table's select. */
export const qualifiedFullName = sql`trim(concat_ws(' ', ${qualified(employees.firstNames)}, ${qualified(employees.paternalSurname)}, ${qualified(employees.maternalSurname)}))`;

/** "Paternal Maternal, First names": the order of alphabetical listings (exports). */
export const employeeSortName = sql<string>`concat_ws(' ', ${employees.paternalSurname}, ${employees.maternalSurname}) || ', ' || ${employees.firstNames}`;
