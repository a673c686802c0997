import { ROLE_IDS, SECTION_IDS, VIATIC_STATUS } from '@zerg/shared';
import { and, eq, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import { employeePlacesById, worksInHrArea } from '../employees/index.ts';
import { approvalFlow, chiefUsersOfArea, usersWithSection } from '../notifications/index.ts';
import { areasChiefedBy } from '../organisation/index.ts';
import { usersWhere } from '../users/index.ts';
import { areaOfEmployee, worksInHr } from './viatic.repository.ts';
import { viatics as v } from './viatic.table.ts';

export type ViaticRow = typeof v.$inferSelect;

/**
 * HR for viatics: the CEO, an administrator, or a user whose own employee works in an HR area.
 * Other holders of section 6 (e.g. monitoring's security supervisor) only read.
 */
export const isHrUser = async (db: DbOrTx, user: CurrentUser): Promise<boolean> =>
  user.isCeo || user.roleId === ROLE_IDS.ADMIN || (await worksInHr(db, user.employeeId));

/** The holders of section 6 who are HR (they hear of every request the chiefs approve). */
export const hrUsers = async (db: DbOrTx): Promise<number[]> => {
  const holders = await usersWithSection(db, SECTION_IDS.VIATICS);
  if (holders.length === 0) return [];
  const hr: number[] = [];
  for (const u of await usersWhere(db, { ids: holders }))
    if (
      u.isCeo ||
      u.roleId === ROLE_IDS.ADMIN ||
      (u.employeeId !== null && (await worksInHrArea(db, u.employeeId)))
    )
      hr.push(u.id);
  return hr;
};

const LINK = '/rrhh/viatic';

/**
 * Who asked for a viatic. A trip's are asked for by the trip and priced by the rates: whoever planned
 * it (the operations coordinator, often the crew's area chief) is not their requester, so the
 * chief's step stays with that chief. One entered by hand was asked for by whoever entered it.
 */
const requestOf = (row: ViaticRow) => ({
  requestedBy: row.travelOrderId === null ? row.createdBy : null,
  employeeId: row.employeeId,
});

/** The areas whose chief the user is: named on the area, or a chief-role user working in it. */
export const chiefAreasOf = async (db: DbOrTx, user: CurrentUser): Promise<number[]> => {
  if (!user.employeeId) return [];
  const named = await areasChiefedBy(db, user.employeeId);
  const own =
    user.roleId === ROLE_IDS.CHIEF
      ? (await employeePlacesById(db, [user.employeeId])).get(user.employeeId)
      : undefined;
  return [...new Set([...named, ...(own ? [own.areaId] : [])])].sort((a, b) => a - b);
};

const OWN_LINK = '/driver/attendance/viatics';

/** The chiefs of the worker's area. */
export const chiefsOf = async (db: DbOrTx, employeeId: number): Promise<number[]> => {
  const areaId = await areaOfEmployee(db, employeeId);
  return areaId === null ? [] : chiefUsersOfArea(db, areaId);
};

/**
 * Chief, then HR. The chief's step: a chief of the worker's area, or the CEO or an administrator
 * (who stand in for an area without a chief user). HR's: `isHrUser`. Never the worker nor whoever
 * asked for it, and a viatic asked for by one who takes the step goes up a level. The notices
 * (`viatic.notify.<name>Title` / `Body`) carry the viatic's line: names, zone, dates, amount.
 */
export const viaticFlow = (db: DbOrTx) =>
  approvalFlow(db, {
    table: v,
    id: v.id,
    entity: 'viatic',
    request: requestOf,
    steps: {
      chief: {
        mayDecide: async (user, row: ViaticRow) =>
          (await chiefsOf(db, row.employeeId)).includes(user.id) ||
          user.isCeo ||
          user.roleId === ROLE_IDS.ADMIN,
        deciders: (tx, row) => chiefsOf(tx, row.employeeId),
        sectionId: SECTION_IDS.VIATICS,
        awaiting: and(eq(v.status, VIATIC_STATUS.PENDING), isNull(v.chiefApprovedAt)) as SQL,
      },
      hr: {
        mayDecide: (user) => isHrUser(db, user),
        deciders: (tx) => hrUsers(tx),
        sectionId: SECTION_IDS.VIATICS,
        awaiting: and(eq(v.status, VIATIC_STATUS.PENDING), isNotNull(v.chiefApprovedAt)) as SQL,
      },
    },
    notices: {
      toApprove: { type: 'viatic.requested', key: 'viatic.notify.toApprove', link: LINK },
      registered: { type: 'viatic.requested', key: 'viatic.notify.registered', link: OWN_LINK },
      chiefApprovedHr: { type: 'viatic.chief_approved', key: 'viatic.notify.chiefApprovedHr', link: LINK },
      chiefApprovedOwn: {
        type: 'viatic.chief_approved',
        key: 'viatic.notify.chiefApprovedOwn',
        link: OWN_LINK,
      },
      approved: { type: 'viatic.approved', key: 'viatic.notify.approved', link: LINK },
      rejected: { type: 'viatic.rejected', key: 'viatic.notify.rejected', link: LINK },
    },
  });
