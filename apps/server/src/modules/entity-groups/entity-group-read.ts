import { eq, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { lookupOf, qualified } from '../../platform/db/lookup.ts';
import { entityGroupMembers, entityGroups } from './entity-group.table.ts';

/*
 * The reads other modules make of a group (the e-mail events' recipient groups): whether it exists,
 * and its name and member count beside a row of their own lists.
 */

type Reference = AnyPgColumn | SQLWrapper;

/** The group, active or not; undefined when there is none with that id. */
export const entityGroupById = async (
  db: DbOrTx,
  id: number,
): Promise<{ id: number; name: string; isActive: boolean } | undefined> =>
  (
    await db
      .select({ id: entityGroups.id, name: entityGroups.name, isActive: entityGroups.isActive })
      .from(entityGroups)
      .where(eq(entityGroups.id, id))
  )[0];

/** The name of the group `groupId` points at, to show, filter or sort a list by in SQL. */
export const entityGroupNameOf = <R extends Reference>(groupId: R) =>
  lookupOf(entityGroups.name, entityGroups.id, groupId);

/** How many members the group `groupId` points at has. */
export const entityGroupMemberCountOf = (groupId: AnyPgColumn) =>
  sql<number>`(select count(*)::int from ${entityGroupMembers} m where m.group_id = ${qualified(groupId)})`;
