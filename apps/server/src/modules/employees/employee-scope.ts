import { ROLE_IDS, SECTION_IDS } from '@zerg/shared';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import { forbidden, notFound } from '../../platform/errors/app-error.ts';
import { areas } from '../catalog/index.ts';
import { employees } from './employee.table.ts';
import { employeeJobs } from './employee-job.table.ts';

/** Which employees a user may see: all of them, or those of one area (null: none). */
export type EmployeeScope = { all: true } | { all: false; areaId: number | null };

/**
 * The CEO and members of an HR area see everyone; an area chief (role 2) sees their own area; any
 * other holder of the employees section (administration) sees everyone.
 */
export const scopeOf = async (
  db: DbOrTx,
  user: Pick<CurrentUser, 'isCeo' | 'roleId' | 'employeeId'>,
): Promise<EmployeeScope> => {
  // Only an area chief can be limited, so nobody else needs the query.
  if (user.isCeo || user.roleId !== ROLE_IDS.CHIEF) return { all: true };
  const [own] = user.employeeId
    ? await db
        .select({ areaId: employeeJobs.areaId, isHr: areas.isHr })
        .from(employeeJobs)
        .innerJoin(areas, eq(areas.id, employeeJobs.areaId))
        .where(eq(employeeJobs.employeeId, user.employeeId))
    : [];
  if (own?.isHr) return { all: true };
  return { all: false, areaId: own?.areaId ?? null };
};

/**
 * Company-wide work (payroll runs and their decisions, the bank, AFPnet, PLAME and T-Registro
 * files, the run's sheet, CTS bank files, whole-staff document batches, sending a run's
 * e-boletas) belongs to users who see the whole staff; an area-limited user is refused with 403
 * `WHOLE_COMPANY_ONLY`, whatever sections they hold.
 */
export const assertWholeCompany = async (
  db: DbOrTx,
  user: Pick<CurrentUser, 'isCeo' | 'roleId' | 'employeeId'>,
): Promise<void> => {
  if (!(await scopeOf(db, user)).all) throw forbidden('WHOLE_COMPANY_ONLY');
};

/**
 * A condition keeping the rows whose `employeeId` column names a worker in the scope: undefined
 * (no condition) for the whole staff, the area's current workers otherwise (none without an area).
 */
export const employeeInScope = (scope: EmployeeScope, employeeId: AnyPgColumn): SQL | undefined =>
  scope.all
    ? undefined
    : inArray(
        employeeId,
        sql`(select ${employeeJobs.employeeId} from ${employeeJobs} where ${employeeJobs.areaId} = ${scope.areaId ?? -1})`,
      );

/**
 * Answers 404 for an unknown employee and 403 for one outside the user's scope. Users may always
 * read their own record (`ownAllowed`), e.g. from the profile page.
 */
export const assertCanSee = async (
  db: DbOrTx,
  user: CurrentUser,
  employeeId: number,
  options: { ownAllowed?: boolean } = {},
): Promise<void> => {
  const [row] = await db
    .select({ id: employees.id, areaId: employeeJobs.areaId })
    .from(employees)
    .leftJoin(employeeJobs, eq(employeeJobs.employeeId, employees.id))
    .where(eq(employees.id, employeeId));
  if (!row) throw notFound();
  if (options.ownAllowed && user.employeeId === employeeId) return;
  if (!user.sections.has(SECTION_IDS.EMPLOYEES)) throw forbidden('ROW_NOT_ALLOWED');
  const scope = await scopeOf(db, user);
  if (!scope.all && (scope.areaId === null || row.areaId !== scope.areaId))
    throw forbidden('ROW_NOT_ALLOWED');
};
