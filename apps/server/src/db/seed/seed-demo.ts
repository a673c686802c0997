import { sql } from 'drizzle-orm';
import { areas } from '../../modules/catalog/area.table.ts';
import { campuses } from '../../modules/catalog/campus.table.ts';
import { roleModules, roleSections, roles } from '../../modules/catalog/role.table.ts';
import { notifications } from '../../modules/notifications/notification.table.ts';
import { companies, positions } from '../../modules/references/reference.table.ts';
import { userModules, userSections, users } from '../../modules/users/user.table.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import type { Db } from '../client.ts';
import { DEMO_AREAS, DEMO_CAMPUSES, DEMO_EMPLOYEE_COUNT, DEMO_ROLES, DEMO_USERS } from './demo-company.ts';
import { DEMO_COMPANIES, DEMO_POSITIONS, demoEmployees } from './demo-employees.ts';
import { insertDemoEmployees } from './seed-employees.ts';

const resetSequence = (table: string) =>
  sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`);

/** Seeds the demo company into an empty database; does nothing when any user exists. */
export const seedDemo = async (db: Db, employeeCount = DEMO_EMPLOYEE_COUNT): Promise<boolean> => {
  // Checked first so that an existing database starts without hashing six passwords (seconds).
  const [existing] = await db.select({ n: sql<number>`count(*)::int` }).from(users);
  if ((existing?.n ?? 0) > 0) return false;
  const hashes = await Promise.all(DEMO_USERS.map((u) => hashPassword(u.password)));
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(4242002)`);
    const [count] = await tx.select({ n: sql<number>`count(*)::int` }).from(users);
    if ((count?.n ?? 0) > 0) return false;
    await tx
      .insert(roles)
      .values(DEMO_ROLES.map(({ id, name }) => ({ id, name })))
      .onConflictDoNothing();
    await tx.insert(campuses).values(DEMO_CAMPUSES).onConflictDoNothing();
    await tx.insert(areas).values(DEMO_AREAS).onConflictDoNothing();
    await tx.insert(companies).values(DEMO_COMPANIES).onConflictDoNothing();
    await tx
      .insert(positions)
      .values(DEMO_POSITIONS.map((p, i) => ({ id: i + 1, areaId: p.areaId, name: p.name })))
      .onConflictDoNothing();
    for (const table of ['roles', 'campuses', 'areas', 'companies', 'positions'])
      await tx.execute(resetSequence(table));
    await insertDemoEmployees(tx, demoEmployees(employeeCount));
    for (const role of DEMO_ROLES) {
      if (role.modules.length)
        await tx.insert(roleModules).values(role.modules.map((moduleId) => ({ roleId: role.id, moduleId })));
      if (role.sections.length)
        await tx
          .insert(roleSections)
          .values(role.sections.map((sectionId) => ({ roleId: role.id, sectionId })));
    }
    for (const [i, demo] of DEMO_USERS.entries()) {
      const role = DEMO_ROLES.find((r) => r.id === demo.roleId);
      const [user] = await tx
        .insert(users)
        .values({
          email: demo.email,
          passwordHash: hashes[i] ?? '',
          fullName: demo.fullName,
          roleId: demo.roleId,
          campusId: demo.campusId,
          employeeId: demo.employeeId,
          isCeo: demo.isCeo ?? false,
        })
        .returning({ id: users.id });
      if (!user || !role) continue;
      if (role.modules.length)
        await tx.insert(userModules).values(role.modules.map((moduleId) => ({ userId: user.id, moduleId })));
      if (role.sections.length)
        await tx
          .insert(userSections)
          .values(role.sections.map((sectionId) => ({ userId: user.id, sectionId })));
      await tx.insert(notifications).values({
        userId: user.id,
        type: 'welcome',
        title: 'Bienvenido a Zerg Back Office',
        body: 'Su cuenta está lista. Revise su perfil y cambie su contraseña.',
        link: '/profile',
      });
    }
    return true;
  });
};
