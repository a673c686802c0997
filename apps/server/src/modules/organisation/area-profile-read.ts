import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { areaProfiles } from './area-profile.table.ts';

/*
 * The chief named on an area (Settings › Areas), as the approval flows read it: with the chief-role
 * users working in an area, the people who take an area's step.
 */

export type NamedChief = { areaId: number; employeeId: number };

/** The chiefs named on areas, of one area or of all, in area order. */
export const namedAreaChiefs = async (db: DbOrTx, areaId?: number): Promise<NamedChief[]> => {
  const rows = await db
    .select({ areaId: areaProfiles.areaId, employeeId: areaProfiles.chiefEmployeeId })
    .from(areaProfiles)
    .where(
      and(
        isNotNull(areaProfiles.chiefEmployeeId),
        areaId === undefined ? undefined : eq(areaProfiles.areaId, areaId),
      ),
    )
    .orderBy(asc(areaProfiles.areaId));
  return rows.flatMap((r) => (r.employeeId === null ? [] : [{ areaId: r.areaId, employeeId: r.employeeId }]));
};

/** The areas on which this employee is named chief, in area order. */
export const areasChiefedBy = async (db: DbOrTx, employeeId: number): Promise<number[]> =>
  (
    await db
      .select({ areaId: areaProfiles.areaId })
      .from(areaProfiles)
      .where(eq(areaProfiles.chiefEmployeeId, employeeId))
      .orderBy(asc(areaProfiles.areaId))
  ).map((r) => r.areaId);
