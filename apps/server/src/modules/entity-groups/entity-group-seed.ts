import type { DbOrTx } from '../../db/client.ts';
import { usersWhere } from '../users/index.ts';
import { entityGroupMembers, entityGroups } from './entity-group.table.ts';

export type SeedGroup = { name: string; description: string; members: readonly string[] };

/** Inserts the demo groups with their members (users by e-mail); answers each group's id by name. */
export const insertEntityGroups = async (tx: DbOrTx, groups: readonly SeedGroup[]) => {
  const emails = [...new Set(groups.flatMap((g) => g.members))];
  const known = await usersWhere(tx, { emails });
  const idOf = new Map(known.map((u) => [u.email, u.id]));
  const ids = new Map<string, number>();
  for (const group of groups) {
    const [row] = await tx
      .insert(entityGroups)
      .values({ name: group.name, description: group.description })
      .returning({ id: entityGroups.id });
    if (!row) continue;
    ids.set(group.name, row.id);
    const members = group.members.flatMap((e) => {
      const userId = idOf.get(e);
      return userId ? [{ groupId: row.id, userId }] : [];
    });
    if (members.length) await tx.insert(entityGroupMembers).values(members);
  }
  return ids;
};
