import { OPTION_SEARCH_LIMIT, SECTION_IDS, type TEmployeeOptionSearch } from '@zerg/shared';
import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { employees } from './employee.table.ts';
import { employeeSearchCondition } from './employee-list.repository.ts';
import { employeeFullName, employeeSortName } from './employee-name.ts';
import { employeeInScope, scopeOf } from './employee-scope.ts';

/** Sections whose register names any worker of the company, so their picker lists everyone. */
const WHOLE_PICKER_SECTIONS = [
  SECTION_IDS.USERS,
  SECTION_IDS.ROLES_AREAS,
  SECTION_IDS.TREASURY_TRANSACTIONS,
  SECTION_IDS.WORKSHOP_DISCOUNTS,
];

/**
 * The picker's active employees: the first matches of a search (or the first ones in name order),
 * or the chosen ones by id. An area-limited user picks among their area's only, unless they hold a
 * section whose register is the whole company's (users, areas, treasury movements, the workshop's
 * damage discounts of any worker).
 */
export const selectEmployeeOptions = async (db: DbOrTx, actor: Actor, search: TEmployeeOptionSearch) =>
  db
    .select({
      id: employees.id,
      fullName: employeeSortName,
      documentNumber: employees.documentNumber,
      displayName: employeeFullName,
      email: sql<
        string | null
      >`coalesce(nullif(${employees.workEmail}, ''), nullif(${employees.personalEmail}, ''))`,
    })
    .from(employees)
    .where(
      and(
        eq(employees.isActive, true),
        WHOLE_PICKER_SECTIONS.some((id) => actor.user.sections.has(id))
          ? undefined
          : employeeInScope(await scopeOf(db, actor.user), employees.id),
        search.ids ? inArray(employees.id, search.ids) : undefined,
        search.exclude ? ne(employees.id, search.exclude) : undefined,
        employeeSearchCondition(search.q),
      ),
    )
    .orderBy(asc(employees.paternalSurname), asc(employees.maternalSurname), asc(employees.firstNames))
    .limit(OPTION_SEARCH_LIMIT);
