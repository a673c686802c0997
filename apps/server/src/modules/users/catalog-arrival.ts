import { ROLE_IDS } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { syncCatalog } from '../catalog/index.ts';
import { userSections, users } from './user.table.ts';

/** Adds the sections to every account of the administrator role; what they already hold stays. */
const giveAdministrators = async (tx: Tx, sectionIds: readonly number[]): Promise<void> => {
  const admins = await tx.select({ id: users.id }).from(users).where(eq(users.roleId, ROLE_IDS.ADMIN));
  const rows = admins.flatMap((u) => sectionIds.map((sectionId) => ({ userId: u.id, sectionId })));
  if (rows.length) await tx.insert(userSections).values(rows).onConflictDoNothing();
};

/**
 * The catalogue sync every start runs: a section that arrives in a database seeded before it
 * existed is given once to the administrators' accounts (later edits per user stand).
 */
export const syncCatalogWithAccess = (db: Db): Promise<void> => syncCatalog(db, giveAdministrators);
