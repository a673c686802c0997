import { MODULES, SECTIONS, type TUserData } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { publishAccessChange } from '../../platform/realtime/realtime-bus.ts';
import { roleNameOf } from '../catalog/index.ts';
import { scopeOf } from '../employees/index.ts';
import { userModules, userSections, users } from './user.table.ts';

export type UserAccess = { modules: number[]; sections: number[] };

const unique = (ids: readonly number[]) => [...new Set(ids)].sort((a, b) => a - b);

/**
 * Replaces the modules and sections a user holds. The one way to write a user's access: register
 * and update, the first administrator, the demo seed. The user's real-time sockets join or leave
 * channels to match when the transaction commits.
 */
export const writeUserAccess = async (
  db: DbOrTx,
  userId: number,
  access: { modules: readonly number[]; sections: readonly number[] },
): Promise<void> => {
  const modules = unique(access.modules);
  const sections = unique(access.sections);
  await db.delete(userModules).where(eq(userModules.userId, userId));
  await db.delete(userSections).where(eq(userSections.userId, userId));
  if (modules.length) await db.insert(userModules).values(modules.map((moduleId) => ({ userId, moduleId })));
  if (sections.length)
    await db.insert(userSections).values(sections.map((sectionId) => ({ userId, sectionId })));
  await publishAccessChange(db, [userId]);
};

export const loadUserAccess = async (db: DbOrTx, userId: number): Promise<UserAccess> => {
  const [mods, secs] = await Promise.all([
    db.select({ id: userModules.moduleId }).from(userModules).where(eq(userModules.userId, userId)),
    db.select({ id: userSections.sectionId }).from(userSections).where(eq(userSections.userId, userId)),
  ]);
  return { modules: mods.map((m) => m.id), sections: secs.map((s) => s.id) };
};

/** Modules in catalogue order, and each granted section under every held module it belongs to. */
export const describeAccess = (
  access: UserAccess,
): Pick<TUserData, 'arr_modules' | 'arr_sections' | 'modul_id'> => {
  const held = MODULES.filter((m) => access.modules.includes(m.id));
  const granted = new Set(access.sections);
  const arr_sections = SECTIONS.filter((s) => granted.has(s.id)).flatMap((s) => {
    const under = s.modules.filter((m) => access.modules.includes(m));
    return (under.length ? under : s.modules.slice(0, 1)).map((moduleId) => ({
      section_id: s.id,
      title: s.key,
      module_id: moduleId,
    }));
  });
  return {
    arr_modules: held.map((m) => ({ id_module: m.id, module_name: m.key, icons: m.icon })),
    arr_sections,
    modul_id: held[0]?.id ?? null,
  };
};

export const buildUserData = async (db: DbOrTx, userId: number): Promise<TUserData> => {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      employeeId: users.employeeId,
      roleId: users.roleId,
      isCeo: users.isCeo,
      fullName: users.fullName,
      language: users.language,
      roleName: roleNameOf(users.roleId),
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!row) throw new Error(`user ${userId} vanished while building its session`);
  const access = await loadUserAccess(db, userId);
  return {
    id: row.id,
    employee_id: row.employeeId,
    role_id: row.roleId,
    is_ceo: row.isCeo,
    ...describeAccess(access),
    ability: [
      { action: 'read', subject: 'Auth' },
      ...access.sections.map((s) => ({ action: 'access', subject: `section:${s}` })),
    ],
    email: row.email,
    extras: {
      fullName: row.fullName,
      roleName: row.roleName,
      language: row.language,
      areaLimited: !(await scopeOf(db, row)).all,
    },
  };
};
