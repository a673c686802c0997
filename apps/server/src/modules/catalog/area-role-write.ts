import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { areas } from './area.table.ts';
import { roles } from './role.table.ts';

/*
 * The writes of Settings → Roles and Areas (organisation module): the catalogue owns the rows, the
 * organisation module checks the rules, holds the transaction and records the audit entry.
 */

type AreaRow = Pick<typeof areas.$inferInsert, 'name' | 'isHr' | 'costFunction'>;

export const insertArea = async (tx: DbOrTx, area: AreaRow): Promise<number> => {
  const [row] = await tx.insert(areas).values(area).returning({ id: areas.id });
  if (!row) throw new Error('area insert returned nothing');
  return row.id;
};

export const updateArea = async (tx: DbOrTx, id: number, area: AreaRow): Promise<void> => {
  await tx.update(areas).set(area).where(eq(areas.id, id));
};

/** Locks the area's row until the transaction ends, so nobody is placed in it meanwhile. */
export const lockArea = async (tx: DbOrTx, id: number): Promise<void> => {
  await tx.select({ id: areas.id }).from(areas).where(eq(areas.id, id)).for('update');
};

export const setAreaActive = async (tx: DbOrTx, id: number, isActive: boolean): Promise<void> => {
  await tx.update(areas).set({ isActive }).where(eq(areas.id, id));
};

export const insertRole = async (tx: DbOrTx, name: string): Promise<number> => {
  const [row] = await tx.insert(roles).values({ name }).returning({ id: roles.id });
  if (!row) throw new Error('role insert returned nothing');
  return row.id;
};

export const renameRole = async (tx: DbOrTx, id: number, name: string): Promise<void> => {
  await tx.update(roles).set({ name }).where(eq(roles.id, id));
};

/** Locks the role's row until the transaction ends, so nobody is given it meanwhile. */
export const lockRole = async (tx: DbOrTx, id: number): Promise<void> => {
  await tx.select({ id: roles.id }).from(roles).where(eq(roles.id, id)).for('update');
};

export const setRoleActive = async (tx: DbOrTx, id: number, isActive: boolean): Promise<void> => {
  await tx.update(roles).set({ isActive }).where(eq(roles.id, id));
};
