import {
  centsToMoney,
  moneyToCents,
  ROLE_IDS,
  type TDriverViaticListQuery,
  VIATIC_STATUS,
} from '@zerg/shared';
import type { Actor } from '../../platform/auth/current-user.ts';
import { assertCanSee, scopeOf } from '../employees/index.ts';
import { employeeViatics, listViatics, type ViaticListParams } from './viatic.repository.ts';
import type { ViaticContext } from './viatic-context.ts';
import { chiefAreasOf, isHrUser } from './viatic-flow.ts';

/** What the screen offers the caller: HR's step, and the areas whose chief's step they take. */
export const viaticRole =
  ({ db }: ViaticContext) =>
  async (actor: Actor) => {
    const user = actor.user;
    const hr = await isHrUser(db, user);
    const chiefAreaIds = await chiefAreasOf(db, user);
    // The CEO and administrators may take any area's chief step (the chief step of `viaticFlow`).
    const anyArea = user.isCeo || user.roleId === ROLE_IDS.ADMIN;
    return {
      hr,
      ceo: anyArea,
      chiefAreaIds,
      userId: user.id,
      employeeId: user.employeeId,
      canRequest: hr || user.roleId === ROLE_IDS.CHIEF,
    };
  };

/** The viatics of the caller's scope. */
export const scopeViatics =
  ({ db }: ViaticContext) =>
  async (actor: Actor, query: ViaticListParams) =>
    listViatics(db, { scope: await scopeOf(db, actor.user) }, query);

/** The signed-in driver's own viatics; no employee record, no rows. */
export const ownViatics =
  ({ db }: ViaticContext) =>
  async (actor: Actor, query: TDriverViaticListQuery & { page: number; perPage: number }) => {
    if (!actor.user.employeeId) return { data: [], total: 0 };
    return listViatics(db, { employeeId: actor.user.employeeId }, query);
  };

export const viaticItem =
  ({ load, answer }: ViaticContext) =>
  async (actor: Actor, id: number) => {
    await load(actor.user, id);
    return answer(id);
  };

/** SPEC §7 get-employee-viatic-tracking: one employee's viatics with totals by status. */
export const viaticTracking =
  ({ db, nameOf }: ViaticContext) =>
  async (actor: Actor, employeeId: number) => {
    await assertCanSee(db, actor.user, employeeId);
    const data = await employeeViatics(db, employeeId);
    const sum = (status: number) => {
      const rows = data.filter((r) => r.status === status);
      return {
        count: rows.length,
        days: rows.reduce((n, r) => n + r.days, 0),
        total: centsToMoney(rows.reduce((c, r) => c + moneyToCents(r.total), 0n)),
        advance: centsToMoney(rows.reduce((c, r) => c + moneyToCents(r.advance), 0n)),
      };
    };
    const unpaid = data.filter((r) => r.status === VIATIC_STATUS.APPROVED && r.paidAt === null);
    return {
      employeeId,
      employeeName: await nameOf(db, employeeId),
      data,
      totals: {
        pending: sum(VIATIC_STATUS.PENDING),
        approved: sum(VIATIC_STATUS.APPROVED),
        rejected: sum(VIATIC_STATUS.REJECTED),
        approvedUnpaidBalance: centsToMoney(
          unpaid.reduce((c, r) => c + moneyToCents(r.total) - moneyToCents(r.advance), 0n),
        ),
      },
    };
  };
