import type { TEntityGroupListQuery } from '@zerg/shared';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  containsPattern,
  countRows,
  ordered,
  type PageInput,
  pagedList,
} from '../../platform/db/paged-list.ts';
import {
  activeUserOptions,
  userEmailOf,
  userFullNameOf,
  userIsActiveOf,
  userLanguageOf,
  userWhere,
} from '../users/index.ts';
import { entityGroupMembers, entityGroups } from './entity-group.table.ts';

/** Written with table names: in a single-table select drizzle leaves columns unqualified, which a subquery would misread. */
const memberCount = sql<number>`(select count(*)::int from entity_group_members m where m.group_id = "entity_groups"."id")`;

export const listEntityGroups = async (db: DbOrTx, query: TEntityGroupListQuery & PageInput) => {
  const like = query.q ? containsPattern(query.q) : undefined;
  const conditions = [
    like ? sql`(${entityGroups.name} ilike ${like} or ${entityGroups.description} ilike ${like})` : undefined,
    query.filters?.isActive === undefined ? undefined : eq(entityGroups.isActive, query.filters.isActive),
  ].filter((c) => c !== undefined);
  const where = conditions.length ? and(...conditions) : undefined;
  const column =
    query.sortBy === 'memberCount'
      ? memberCount
      : query.sortBy === 'createdAt'
        ? entityGroups.createdAt
        : entityGroups.name;
  const page = await pagedList(
    query,
    db
      .select({
        id: entityGroups.id,
        name: entityGroups.name,
        description: entityGroups.description,
        isActive: entityGroups.isActive,
        memberCount,
        createdAt: entityGroups.createdAt,
      })
      .from(entityGroups)
      .where(where)
      .orderBy(ordered(column, query.sortDesc), asc(entityGroups.id))
      .$dynamic(),
    db.select({ n: countRows }).from(entityGroups).where(where),
  );
  return { total: page.total, data: page.data.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })) };
};

export const findEntityGroup = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(entityGroups).where(eq(entityGroups.id, id));
  return row;
};

export const findEntityGroupByName = async (db: DbOrTx, name: string) => {
  const [row] = await db
    .select({ id: entityGroups.id })
    .from(entityGroups)
    .where(sql`lower(${entityGroups.name}) = lower(${name})`);
  return row;
};

export const listMembers = async (db: DbOrTx, groupId: number) => {
  const fullName = userFullNameOf(entityGroupMembers.userId);
  const rows = await db
    .select({
      userId: entityGroupMembers.userId,
      fullName,
      email: userEmailOf(entityGroupMembers.userId),
      isActive: userIsActiveOf(entityGroupMembers.userId),
      addedAt: entityGroupMembers.createdAt,
    })
    .from(entityGroupMembers)
    .where(eq(entityGroupMembers.groupId, groupId))
    .orderBy(asc(fullName));
  return rows.map((r) => ({ ...r, addedAt: r.addedAt.toISOString() }));
};

export const findMember = async (db: DbOrTx, groupId: number, userId: number) => {
  const [row] = await db
    .select({ id: entityGroupMembers.id })
    .from(entityGroupMembers)
    .where(and(eq(entityGroupMembers.groupId, groupId), eq(entityGroupMembers.userId, userId)));
  return row;
};

export const selectEntityGroups = (db: DbOrTx) =>
  db
    .select({ id: entityGroups.id, name: entityGroups.name })
    .from(entityGroups)
    .where(eq(entityGroups.isActive, true))
    .orderBy(asc(entityGroups.name));

/**
 * The active users of the given active groups, with the address and language their mail needs: what
 * an e-mail event's recipient groups resolve to at sending time.
 */
export const activeGroupMembers = async (db: DbOrTx, groupIds: number[]) => {
  if (groupIds.length === 0) return [];
  return db
    .select({
      groupId: entityGroupMembers.groupId,
      email: userEmailOf(entityGroupMembers.userId),
      language: userLanguageOf(entityGroupMembers.userId),
    })
    .from(entityGroupMembers)
    .innerJoin(entityGroups, eq(entityGroups.id, entityGroupMembers.groupId))
    .where(
      and(
        inArray(entityGroupMembers.groupId, groupIds),
        userWhere(entityGroupMembers.userId, { active: true }),
        eq(entityGroups.isActive, true),
      ),
    )
    .orderBy(desc(entityGroupMembers.groupId));
};

/** How many members each group has, for lists that show groups (the recipient groups of an event). */
export const groupMemberCount = memberCount;

/** Active users as `{id, name}`, for the member and recipient pickers of the settings screens. */
export const selectUsers = (db: DbOrTx) => activeUserOptions(db);
