import { ROLE_IDS } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { namedAreaChiefs } from '../organisation/index.ts';
import { usersWhere } from '../users/index.ts';

/*
 * Who hears of a step in a request flow (justifications, viatics, raises, additional work): every
 * flow names its people through these, so "the chief" and "HR" mean the same everywhere.
 */

const distinctIds = (rows: { id: number }[]) => [...new Set(rows.map((r) => r.id))].sort((a, b) => a - b);

/** The active user account of an employee, if they have one. */
export const userOfEmployee = async (db: DbOrTx, employeeId: number): Promise<number | null> => {
  const [row] = await usersWhere(db, { employeeIds: [employeeId], active: true });
  return row?.id ?? null;
};

/**
 * The chiefs of an area: the chief named on the area (Settings › Areas) and every active user with
 * the chief role whose own employee works in that area.
 */
export const chiefUsersOfArea = async (db: DbOrTx, areaId: number): Promise<number[]> => {
  const named = (await namedAreaChiefs(db, areaId)).map((c) => c.employeeId);
  const rows = [
    ...(await usersWhere(db, { active: true, employeeIds: named })),
    ...(await usersWhere(db, { active: true, roleId: ROLE_IDS.CHIEF, employeeAreaId: areaId })),
  ];
  return distinctIds(rows);
};

/** Every active user holding a section (HR's payroll section, the raise approvals, …). */
export const usersWithSection = async (db: DbOrTx, sectionId: number): Promise<number[]> => {
  return distinctIds(await usersWhere(db, { active: true, sectionId }));
};
