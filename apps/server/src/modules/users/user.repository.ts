import type { TUserListQuery } from '@zerg/shared';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { campuses } from '../catalog/campus.table.ts';
import { roles } from '../catalog/role.table.ts';
import { employees } from '../employees/employee.table.ts';
import { fullNameSql } from '../employees/employee-read.repository.ts';
import { userModules, userSections, users } from './user.table.ts';

const employeeName = sql<string | null>`nullif(${fullNameSql}, '')`;
const moduleIds = sql<
  number[]
>`coalesce((select array_agg(um.module_id order by um.module_id) from user_modules um where um.user_id = ${users.id}), '{}')`;

const SORT_COLUMNS = {
  fullName: users.fullName,
  email: users.email,
  roleName: roles.name,
  campusName: campuses.name,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
} as const;

export const listUsers = async (db: DbOrTx, query: TUserListQuery & { page: number; perPage: number }) => {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    conditions.push(sql`(${users.fullName} ilike ${like} or ${users.email} ilike ${like})`);
  }
  const f = query.filters;
  if (f?.roleId) conditions.push(eq(users.roleId, f.roleId));
  if (f?.campusId) conditions.push(eq(users.campusId, f.campusId));
  if (f?.status) conditions.push(eq(users.isActive, f.status === 'active'));
  if (f?.moduleId) {
    conditions.push(
      sql`exists (select 1 from user_modules um where um.user_id = ${users.id} and um.module_id = ${f.moduleId})`,
    );
  }
  const column = SORT_COLUMNS[query.sortBy ?? 'fullName'];
  const order = query.sortDesc ? desc(column) : asc(column);
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      roleId: users.roleId,
      roleName: roles.name,
      campusId: users.campusId,
      campusName: campuses.name,
      employeeId: users.employeeId,
      employeeName,
      isActive: users.isActive,
      isCeo: users.isCeo,
      modules: moduleIds,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
      total: sql<number>`count(*) over ()::int`,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(campuses, eq(campuses.id, users.campusId))
    .leftJoin(employees, eq(employees.id, users.employeeId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(order, asc(users.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return {
    total: rows[0]?.total ?? 0,
    data: rows.map(({ total: _total, createdAt, lastLoginAt, ...r }) => ({
      ...r,
      createdAt: createdAt.toISOString(),
      lastLoginAt: lastLoginAt?.toISOString() ?? null,
    })),
  };
};

export const findUserByEmail = async (db: DbOrTx, email: string) => {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`);
  return row ?? null;
};

export const findUserForEdit = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      roleId: users.roleId,
      campusId: users.campusId,
      employeeId: users.employeeId,
      isCeo: users.isCeo,
      isActive: users.isActive,
      language: users.language,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!row) return null;
  const [mods, secs] = await Promise.all([
    db.select({ id: userModules.moduleId }).from(userModules).where(eq(userModules.userId, id)),
    db.select({ id: userSections.sectionId }).from(userSections).where(eq(userSections.userId, id)),
  ]);
  return {
    ...row,
    modules: mods.map((m) => m.id).sort((a, b) => a - b),
    sections: secs.map((s) => s.id).sort((a, b) => a - b),
  };
};

export const replaceUserAccess = async (
  db: DbOrTx,
  userId: number,
  modules: number[],
  sections: number[],
) => {
  await db.delete(userModules).where(eq(userModules.userId, userId));
  await db.delete(userSections).where(eq(userSections.userId, userId));
  if (modules.length) await db.insert(userModules).values(modules.map((moduleId) => ({ userId, moduleId })));
  if (sections.length)
    await db.insert(userSections).values(sections.map((sectionId) => ({ userId, sectionId })));
};

export const findProfile = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      phone: users.phone,
      language: users.language,
      roleName: roles.name,
      campusName: campuses.name,
      employeeName,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .innerJoin(campuses, eq(campuses.id, users.campusId))
    .leftJoin(employees, eq(employees.id, users.employeeId))
    .where(eq(users.id, id));
  if (!row) return null;
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
};
