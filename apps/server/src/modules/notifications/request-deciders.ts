import { ROLE_IDS } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { type ApprovalRequest, assertNotOwnRequest } from '../../platform/access/own-request.ts';
import type { CurrentUser } from '../../platform/auth/current-user.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import { employeePlacesById } from '../employees/index.ts';
import { type UserFilter, usersById, usersWhere } from '../users/index.ts';
import { decidersWithSection, decidesForEveryone } from './flow-people.ts';
import { chiefUsersOfArea, userOfEmployee, usersWithSection } from './recipients.ts';

/*
 * Separation of duties, one way for every flow with an approval (raises, additional work, advances,
 * discounts, viatics, justifications, vacations): the requester and the worker concerned never
 * decide, and a request of someone who would normally decide goes one level up.
 */

/** Who decides one request: `escalated` when the usual deciders were passed over for the next level. */
export type RequestDeciders = { userIds: number[]; escalated: boolean };

/** The users a request's decision may never come from: its requester and the worker's own user. */
export const interestedUsers = async (db: DbOrTx, request: ApprovalRequest): Promise<number[]> => {
  const subject = request.employeeId === null ? null : await userOfEmployee(db, request.employeeId);
  return [request.requestedBy, subject].filter((id): id is number => id !== null);
};

const activeUsers = async (db: DbOrTx, filter: UserFilter) =>
  (await usersWhere(db, { ...filter, active: true })).map((r) => r.id);

/** The level above a person before the request's own people are left out (`nextLevelAbove`). */
type LevelAbove = { chiefsAndCeo: number[]; administrators: number[] };

const levelAbove = async (
  db: DbOrTx,
  personUserId: number,
  sectionId: number | null,
): Promise<LevelAbove> => {
  const holders = sectionId === null ? null : new Set(await usersWithSection(db, sectionId));
  const reaches = (ids: number[]) => ids.filter((id) => id !== personUserId && (holders?.has(id) ?? true));
  const employeeId = (await usersById(db, [personUserId])).get(personUserId)?.employeeId ?? null;
  const areaId =
    employeeId === null ? undefined : (await employeePlacesById(db, [employeeId])).get(employeeId)?.areaId;
  const chiefs = areaId ? await chiefUsersOfArea(db, areaId) : [];
  return {
    chiefsAndCeo: reaches([...new Set([...chiefs, ...(await activeUsers(db, { isCeo: true }))])]),
    administrators: reaches(await activeUsers(db, { roleId: ROLE_IDS.ADMIN })),
  };
};

const pickAbove = (level: LevelAbove, excluded: readonly number[]): number[] => {
  const above = level.chiefsAndCeo.filter((id) => !excluded.includes(id));
  return above.length ? above : level.administrators.filter((id) => !excluded.includes(id));
};

/**
 * The level above a person: the chiefs of their area other than them, and the CEO (above every
 * chief); the administrators when there is neither. Never one of `excluded`, and only holders of
 * `sectionId` when one is given (they must reach the route).
 */
export const nextLevelAbove = async (
  db: DbOrTx,
  personUserId: number,
  excluded: readonly number[],
  sectionId: number | null,
): Promise<number[]> => pickAbove(await levelAbove(db, personUserId, sectionId), excluded);

/**
 * Who decides a request: the flow's usual deciders (`usual`, those who decide such requests as a
 * rule) except the requester and the worker's user. When one of those two is a usual decider (HR asking for itself, the HR chief's own raise), the
 * others of that level would be deciding for a peer or their chief, so it goes to the level above
 * that person (the requester first).
 */
export const decidersOfRequest = async (
  db: DbOrTx,
  request: ApprovalRequest,
  usual: readonly number[],
  sectionId: number | null,
): Promise<RequestDeciders> => {
  const interested = await interestedUsers(db, request);
  const conflicted = interested.find((id) => usual.includes(id));
  if (conflicted === undefined)
    return { userIds: usual.filter((id) => !interested.includes(id)), escalated: false };
  return { userIds: await nextLevelAbove(db, conflicted, interested, sectionId), escalated: true };
};

/** Whether `user` may decide this request, given that the flow's own check already let them in. */
const decides = (user: CurrentUser, request: ApprovalRequest, deciders: RequestDeciders): boolean => {
  if (user.id === request.requestedBy) return false;
  if (user.employeeId !== null && user.employeeId === request.employeeId) return false;
  return !deciders.escalated || deciders.userIds.includes(user.id);
};

/**
 * Refuses the user unless they may decide this request: 403 `OWN_REQUEST` for its requester and the
 * worker concerned, 403 `DECIDED_ABOVE` for anyone but the next level when it went up. The flow has
 * checked first that the user is one who decides such requests (section, scope, step).
 */
export const assertDecidesRequest = async (
  db: DbOrTx,
  user: CurrentUser,
  request: ApprovalRequest,
  usual: readonly number[],
  sectionId: number | null,
): Promise<void> => {
  assertNotOwnRequest(user, request);
  if (!decides(user, request, await decidersOfRequest(db, request, usual, sectionId)))
    throw forbidden('DECIDED_ABOVE');
};

const nameMap = async (db: DbOrTx, ids: readonly number[]): Promise<Map<number, string>> => {
  return new Map([...(await usersById(db, ids)).values()].map((r) => [r.id, r.fullName]));
};

/** Full names of these users, in the order given (for "Decide: …" on the screens). */
export const namesOfUsers = async (db: DbOrTx, ids: readonly number[]): Promise<string[]> => {
  const byId = await nameMap(db, ids);
  return ids.map((id) => byId.get(id) ?? '').filter(Boolean);
};

/**
 * The rows of a page, each with whether `user` decides it now (`canDecide`, the web's buttons) and,
 * when it went up a level, who decides it (`escalatedTo`, "Decide: …"); the requester's id is left
 * out of the answer. `mayDecide` is the flow's own check of the user (their section and scope).
 * The rule is `decidersOfRequest`'s, read for the whole page at once: one query for the workers'
 * users, one level above per person passed over, one query for the names.
 */
export const decisionsOnPage = async <
  T extends { requestedBy: number | null; employeeId: number; status: string },
>(
  db: DbOrTx,
  user: CurrentUser,
  rows: readonly T[],
  flow: {
    usual: readonly number[];
    sectionId: number | null;
    mayDecide: boolean;
    /** The states in which it can still be decided (an approved advance can still be refused). */
    open?: readonly string[];
  },
): Promise<(Omit<T, 'requestedBy'> & { canDecide: boolean; escalatedTo: string[] })[]> => {
  const open = flow.open ?? ['pending'];
  const openEmployees = [...new Set(rows.filter((r) => open.includes(r.status)).map((r) => r.employeeId))];
  const subjectOf = new Map<number, number>();
  if (openEmployees.length)
    for (const u of await usersWhere(db, { employeeIds: openEmployees, active: true }))
      if (u.employeeId !== null && !subjectOf.has(u.employeeId)) subjectOf.set(u.employeeId, u.id);
  const levels = new Map<number, Promise<LevelAbove>>();
  const levelOf = (personUserId: number) => {
    let level = levels.get(personUserId);
    if (!level) {
      level = levelAbove(db, personUserId, flow.sectionId);
      levels.set(personUserId, level);
    }
    return level;
  };
  const decided = await Promise.all(
    rows.map(async ({ requestedBy, ...row }) => {
      if (!open.includes(row.status)) return { row, canDecide: false, escalated: [] as number[] };
      const request = { requestedBy, employeeId: row.employeeId };
      const interested = [requestedBy, subjectOf.get(row.employeeId) ?? null].filter(
        (id): id is number => id !== null,
      );
      const conflicted = interested.find((id) => flow.usual.includes(id));
      const deciders: RequestDeciders =
        conflicted === undefined
          ? { userIds: flow.usual.filter((id) => !interested.includes(id)), escalated: false }
          : { userIds: pickAbove(await levelOf(conflicted), interested), escalated: true };
      return {
        row,
        canDecide: flow.mayDecide && decides(user, request, deciders),
        escalated: deciders.escalated ? deciders.userIds : [],
      };
    }),
  );
  const names = await nameMap(db, [...new Set(decided.flatMap((d) => d.escalated))]);
  return decided.map(({ row, canDecide, escalated }) => ({
    ...row,
    canDecide,
    escalatedTo: escalated.map((id) => names.get(id) ?? '').filter(Boolean),
  }));
};

/**
 * The decisions of a flow that HR decides for everyone (holders of `sectionId` with every employee
 * in scope: HR, the CEO, administration): whether a user may decide at all, and a page's rows
 * decorated for them.
 */
export const companyWideDecisions = (db: DbOrTx, sectionId: number, open?: readonly string[]) => {
  const mayDecide = async (user: CurrentUser) =>
    user.sections.has(sectionId) && (await decidesForEveryone(db, user));
  const decorate = async <T extends { requestedBy: number | null; employeeId: number; status: string }>(
    user: CurrentUser,
    rows: readonly T[],
  ) =>
    decisionsOnPage(db, user, rows, {
      usual: await decidersWithSection(db, sectionId),
      sectionId,
      mayDecide: await mayDecide(user),
      ...(open ? { open } : {}),
    });
  return { mayDecide, decorate };
};
