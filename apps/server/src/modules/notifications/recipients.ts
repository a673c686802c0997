import { ROLE_IDS } from '@zerg/shared';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { employeeJobs } from '../employees/index.ts';
import { areaProfiles } from '../organisation/index.ts';
import { userSections, users } from '../users/index.ts';

/*
 * Who hears of a step in a request flow (justifications, viatics, raises, additional work): every
 * flow names its people through these, so "the chief" and "HR" mean the same everywhere.
 */

const distinctIds = (rows: { id: number }[]) => [...new Set(rows.map((r) => r.id))].sort((a, b) => a - b);

/** The active user account of an employee, if they have one. */
export const userOfEmployee = async (db: DbOrTx, employeeId: number): Promise<number | null> => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.employeeId, employeeId), eq(users.isActive, true)));
  return row?.id ?? null;
};

/**
 * The chiefs of an area: the chief named on the area (Settings › Areas) and every active user with
 * the chief role whose own employee works in that area.
 */
export const chiefUsersOfArea = async (db: DbOrTx, areaId: number): Promise<number[]> => {
  const namedChief = db
    .select({ employeeId: areaProfiles.chiefEmployeeId })
    .from(areaProfiles)
    .where(eq(areaProfiles.areaId, areaId));
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .leftJoin(employeeJobs, eq(employeeJobs.employeeId, users.employeeId))
    .where(
      and(
        eq(users.isActive, true),
        or(
          inArray(users.employeeId, namedChief),
          and(eq(users.roleId, ROLE_IDS.CHIEF), eq(employeeJobs.areaId, areaId)),
        ),
      ),
    );
  return distinctIds(rows);
};

/** Every active user holding a section (HR's payroll section, the raise approvals, …). */
export const usersWithSection = async (db: DbOrTx, sectionId: number): Promise<number[]> => {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userSections, eq(userSections.userId, users.id))
    .where(and(eq(users.isActive, true), eq(userSections.sectionId, sectionId)));
  return distinctIds(rows);
};
