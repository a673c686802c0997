import { asc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps.ts';
import { employees } from './employee.table.ts';

export const createEmployeeService = ({ db }: Deps) => ({
  /** Active employees for other modules' selects, by surname. */
  listSelect: () =>
    db
      .select({
        id: employees.id,
        fullName: sql<string>`concat_ws(' ', ${employees.paternalSurname}, ${employees.maternalSurname}) || ', ' || ${employees.firstNames}`,
        documentNumber: employees.documentNumber,
      })
      .from(employees)
      .where(eq(employees.isActive, true))
      .orderBy(asc(employees.paternalSurname), asc(employees.maternalSurname), asc(employees.firstNames)),
});

export type EmployeeService = ReturnType<typeof createEmployeeService>;
