import { ROLE_IDS, SECTION_IDS } from '@zerg/shared';
import { eq } from 'drizzle-orm';
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
