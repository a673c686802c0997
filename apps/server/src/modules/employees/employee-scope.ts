import { ROLE_IDS, SECTION_IDS } from '@zerg/shared';
import { eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import type { CurrentUser, EmployeeScope } from '../../platform/auth/current-user.ts';
import { forbidden, notFound } from '../../platform/errors/app-error.ts';
import type { ExportScope } from '../../platform/export/list-export.ts';
import { areaIsHrOf } from '../catalog/index.ts';
import { employees } from './employee.table.ts';
import { type EmployeeFacts, findEmployeeFacts } from './employee-facts.ts';
import { employeeJobs } from './employee-job.table.ts';

/** Which employees a user may see: all of them, or those of one area (null: none). */
export type { EmployeeScope };

/**
 * The CEO and members of an HR area see everyone; an area chief (role 2) sees their own area; any
 * other holder of the employees section (administration) sees everyone.
 */
export const scopeOf = async (
  db: DbOrTx,
  user: Pick<CurrentUser, 'isCeo' | 'roleId' | 'employeeId' | 'scope'>,
): Promise<EmployeeScope> => {
  // Loaded with the request's user, and forgotten with it when the worker's area changes.
  if (user.scope) return user.scope;
  // Only an area chief can be limited, so nobody else needs the query.
  if (user.isCeo || user.roleId !== ROLE_IDS.CHIEF) return { all: true };
  const [own] = user.employeeId
    ? await db
        .select({ areaId: employeeJobs.areaId, isHr: areaIsHrOf(employeeJobs.areaId) })
        .from(employeeJobs)
        .where(eq(employeeJobs.employeeId, user.employeeId))
    : [];
  if (own?.isHr) return { all: true };
  return { all: false, areaId: own?.areaId ?? null };
};

/**
 * The scope an export job keeps (`platform/export/list-export.ts`), taken when the export starts.
 * Read back failing closed: a stored scope that is not exactly "all" sees one area, or nobody.
 */
export const employeeExportScope: ExportScope<EmployeeScope> = {
  of: (db, actor) => scopeOf(db, actor.user),
  read: (raw) => {
    const stored = (raw ?? {}) as { all?: unknown; areaId?: unknown };
    if (stored.all === true) return { all: true };
    return { all: false, areaId: typeof stored.areaId === 'number' ? stored.areaId : null };
  },
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
 * Whether the scope reaches a worker whose current area is `areaId` (null or undefined: no area,
 * which only the whole staff's scope reaches).
 */
export const seesArea = (scope: EmployeeScope, areaId: number | null | undefined): boolean =>
  scope.all || (scope.areaId !== null && areaId === scope.areaId);

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
 * A condition keeping the rows whose area column (the worker's current area, joined by the list)
 * is the scope's: undefined for the whole staff, nothing at all for a chief without an area.
 */
export const areaInScope = (scope: EmployeeScope, areaId: AnyPgColumn | SQL): SQL | undefined => {
  if (scope.all) return undefined;
  return scope.areaId === null ? sql`false` : sql`${areaId} = ${scope.areaId}`;
};

export type CanSeeOptions = {
  /** The user's own record passes whatever they hold (routes open to every signed-in user). */
  ownAllowed?: boolean;
  /** Only holders of this section see anyone else (where the route itself is open wider). */
  section?: number;
};

/**
 * The one row-scope check for one worker's rows: an unknown employee and one the user may not see
 * (outside their scope, or not theirs without `section`) answer the same 404 `NOT_FOUND`, so an
 * area chief cannot learn who exists in another area.
 */
export const assertCanSee = async (
  db: DbOrTx,
  user: Pick<CurrentUser, 'isCeo' | 'roleId' | 'employeeId' | 'sections'>,
  employeeId: number,
  options: CanSeeOptions = {},
): Promise<void> => {
  const [row] = await db
    .select({ areaId: employeeJobs.areaId })
    .from(employees)
    .leftJoin(employeeJobs, eq(employeeJobs.employeeId, employees.id))
    .where(eq(employees.id, employeeId));
  if (!row) throw notFound();
  if (options.ownAllowed && user.employeeId === employeeId) return;
  if (options.section !== undefined && !user.sections.has(options.section)) throw notFound();
  if (!seesArea(await scopeOf(db, user), row.areaId)) throw notFound();
};

/** Own record for anyone, everyone in scope for holders of the employees section (the profile's routes). */
export const OWN_OR_EMPLOYEES: CanSeeOptions = { ownAllowed: true, section: SECTION_IDS.EMPLOYEES };

/** The worker's facts, once `assertCanSee` lets the user see them (404 otherwise). */
export const visibleEmployeeFacts = async (
  db: DbOrTx,
  user: Pick<CurrentUser, 'isCeo' | 'roleId' | 'employeeId' | 'sections'>,
  employeeId: number,
  options: CanSeeOptions = {},
): Promise<EmployeeFacts> => {
  await assertCanSee(db, user, employeeId, options);
  const facts = await findEmployeeFacts(db, employeeId);
  if (!facts) throw notFound();
  return facts;
};
