import type { Language } from '@zerg/shared';
import { and, asc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { lookupOf, qualified } from '../../platform/db/lookup.ts';
import { containsPattern } from '../../platform/db/paged-list.ts';
import { employeeWhere } from '../employees/index.ts';
import { userSections, users } from './user.table.ts';
import { authSessions } from './user-session.table.ts';

/*
 * The reads other modules make of user accounts: who hears of or decides a step of a flow, whom a
 * notice or a mail goes to, and an account's name or e-mail beside a row of their own lists.
 */

export type UserFacts = {
  id: number;
  email: string;
  fullName: string;
  language: Language;
  roleId: number;
  employeeId: number | null;
  isCeo: boolean;
  isActive: boolean;
};

const facts = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  language: users.language,
  roleId: users.roleId,
  employeeId: users.employeeId,
  isCeo: users.isCeo,
  isActive: users.isActive,
};

/** Which accounts a read keeps; every field left out keeps everyone. */
export type UserFilter = {
  ids?: readonly number[];
  active?: boolean;
  roleId?: number;
  isCeo?: boolean;
  /** Linked to one of these employees. */
  employeeIds?: readonly number[];
  /** Linked to an employee whose current area is this one. */
  employeeAreaId?: number;
  /** Holding this section. */
  sectionId?: number;
  /** With one of these e-mails, compared as written. */
  emails?: readonly string[];
};

const conditionsOf = (f: UserFilter): SQL[] => {
  const out: SQL[] = [];
  const among = (column: AnyPgColumn, values: readonly (number | string)[]) =>
    out.push(values.length ? inArray(column, [...values]) : sql`false`);
  if (f.ids) among(users.id, f.ids);
  if (f.employeeIds) among(users.employeeId, f.employeeIds);
  if (f.emails) among(users.email, f.emails);
  if (f.active !== undefined) out.push(eq(users.isActive, f.active));
  if (f.roleId !== undefined) out.push(eq(users.roleId, f.roleId));
  if (f.isCeo !== undefined) out.push(eq(users.isCeo, f.isCeo));
  if (f.employeeAreaId !== undefined)
    out.push(employeeWhere(users.employeeId, { areaId: f.employeeAreaId }) ?? sql`false`);
  if (f.sectionId !== undefined)
    out.push(
      inArray(
        users.id,
        sql`(select ${userSections.userId} from ${userSections} where ${userSections.sectionId} = ${f.sectionId})`,
      ),
    );
  return out;
};

/** The accounts the filter keeps, in id order. */
export const usersWhere = (db: DbOrTx, f: UserFilter): Promise<UserFacts[]> =>
  db
    .select(facts)
    .from(users)
    .where(and(...conditionsOf(f)))
    .orderBy(asc(users.id));

/** The accounts of those ids, active or not, by id; an unknown id is missing from the map. */
export const usersById = async (db: DbOrTx, ids: readonly number[]): Promise<Map<number, UserFacts>> => {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  return new Map((await usersWhere(db, { ids: wanted })).map((u) => [u.id, u]));
};

/** The name of the account `userId` points at, to show, filter or sort a list by in SQL. */
export const userFullNameOf = <R extends AnyPgColumn | SQLWrapper>(userId: R) =>
  lookupOf(users.fullName, users.id, userId);

/** How many active accounts hold the role `roleId` points at. */
export const roleActiveUserCountOf = (roleId: AnyPgColumn) =>
  sql<number>`(select count(*)::int from ${users} u where u.role_id = ${qualified(roleId)} and u.is_active)`;

/** The e-mail of the account `userId` points at. */
export const userEmailOf = <R extends AnyPgColumn | SQLWrapper>(userId: R) =>
  lookupOf(users.email, users.id, userId);

/** The language of the account `userId` points at (its notices' and mails'). */
export const userLanguageOf = <R extends AnyPgColumn | SQLWrapper>(userId: R) =>
  lookupOf(users.language, users.id, userId);

/** Whether the account `userId` points at is active. */
export const userIsActiveOf = <R extends AnyPgColumn | SQLWrapper>(userId: R) =>
  lookupOf(users.isActive, users.id, userId);

/** A semijoin keeping the rows whose `userId` names an account the filter keeps. */
export const userWhere = (
  userId: AnyPgColumn | SQLWrapper,
  f: UserFilter & { nameContains?: string },
): SQL => {
  const kept = conditionsOf(f);
  if (f.nameContains) kept.push(sql`${users.fullName} ilike ${containsPattern(f.nameContains)}`);
  return sql`${userId} in (select ${users.id} from ${users} where ${kept.length ? and(...kept) : sql`true`})`;
};

/** Active accounts as `{id, name}` ("Name <e-mail>"), by name: the pickers of the settings screens. */
export const activeUserOptions = (db: DbOrTx): Promise<{ id: number; name: string }[]> =>
  db
    .select({ id: users.id, name: sql<string>`${users.fullName} || ' <' || ${users.email} || '>'` })
    .from(users)
    .where(eq(users.isActive, true))
    .orderBy(asc(users.fullName));

export type SessionFacts = { id: string; userId: number; expiresAt: Date; revokedAt: Date | null };

/** A sign-in session, revoked or not (refreshing its tokens checks it); undefined when unknown. */
export const sessionById = async (db: DbOrTx, id: string): Promise<SessionFacts | undefined> =>
  (
    await db
      .select({
        id: authSessions.id,
        userId: authSessions.userId,
        expiresAt: authSessions.expiresAt,
        revokedAt: authSessions.revokedAt,
      })
      .from(authSessions)
      .where(eq(authSessions.id, id))
  )[0];
