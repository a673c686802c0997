import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { campuses } from './campus.table.ts';
import { roleModules, roleSections, roles } from './role.table.ts';

/**
 * The role of that name (created when missing), granting at least these modules and sections to
 * its new users. Used by the first-administrator set-up.
 */
export const ensureRoleWithAccess = async (
  tx: DbOrTx,
  name: string,
  access: { modules: readonly number[]; sections: readonly number[] },
): Promise<number> => {
  const [role] = await tx
    .insert(roles)
    .values({ name })
    .onConflictDoUpdate({ target: roles.name, set: { name } })
    .returning({ id: roles.id });
  if (!role) throw new Error(`could not create the role ${name}`);
  await grantRoleAccess(tx, role.id, access);
  return role.id;
};

/** Adds modules and sections to a role; those it already has stay. */
export const grantRoleAccess = async (
  tx: DbOrTx,
  roleId: number,
  access: { modules: readonly number[]; sections: readonly number[] },
): Promise<void> => {
  if (access.modules.length)
    await tx
      .insert(roleModules)
      .values(access.modules.map((moduleId) => ({ roleId, moduleId })))
      .onConflictDoNothing();
  if (access.sections.length)
    await tx
      .insert(roleSections)
      .values(access.sections.map((sectionId) => ({ roleId, sectionId })))
      .onConflictDoNothing();
};

/** The campus of that name (created when missing, its city updated). */
export const ensureCampus = async (tx: DbOrTx, campus: { name: string; city: string }): Promise<number> => {
  const [row] = await tx
    .insert(campuses)
    .values(campus)
    .onConflictDoUpdate({ target: campuses.name, set: { city: campus.city } })
    .returning({ id: campuses.id });
  if (!row) throw new Error(`could not create the campus ${campus.name}`);
  return row.id;
};

export const roleExists = async (db: DbOrTx, id: number): Promise<boolean> =>
  (await db.select({ id: roles.id }).from(roles).where(eq(roles.id, id))).length > 0;

export const campusExists = async (db: DbOrTx, id: number): Promise<boolean> =>
  (await db.select({ id: campuses.id }).from(campuses).where(eq(campuses.id, id))).length > 0;

/** Replaces the default modules and sections of a role (Settings → Roles). */
export const writeRoleAccess = async (
  tx: DbOrTx,
  roleId: number,
  access: { modules: readonly number[]; sections: readonly number[] },
): Promise<void> => {
  await tx.delete(roleModules).where(eq(roleModules.roleId, roleId));
  await tx.delete(roleSections).where(eq(roleSections.roleId, roleId));
  await grantRoleAccess(tx, roleId, {
    modules: [...new Set(access.modules)],
    sections: [...new Set(access.sections)],
  });
};

export const roleIsActive = async (db: DbOrTx, id: number): Promise<boolean> =>
  (await db.select({ isActive: roles.isActive }).from(roles).where(eq(roles.id, id)))[0]?.isActive === true;
