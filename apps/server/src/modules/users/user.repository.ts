import type { TUserListQuery } from '@zerg/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { qualified } from '../../platform/db/lookup.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { campusNameOf, roleNameOf } from '../catalog/index.ts';
import { employeeFullNameOf } from '../employees/index.ts';
import { userModules, userSections, users } from './user.table.ts';

const employeeName = sql<string | null>`nullif(${employeeFullNameOf(users.employeeId)}, '')`;
const moduleIds = sql<
  number[]
>`coalesce((select array_agg(um.module_id order by um.module_id) from user_modules um where um.user_id = ${qualified(users.id)}), '{}')`;

const roleName = roleNameOf(users.roleId);
const campusName = campusNameOf(users.campusId);

const SORT_COLUMNS = {
  fullName: users.fullName,
  email: users.email,
  roleName,
  campusName,
  createdAt: users.createdAt,
  lastLoginAt: users.lastLoginAt,
} as const;

export const listUsers = async (db: DbOrTx, query: TUserListQuery & { page: number; perPage: number }) => {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = containsPattern(query.q);
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
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    db
      .select({
        id: users.id,
        email: users.email,
        fullName: users.fullName,
        roleId: users.roleId,
        roleName: roleName,
        campusId: users.campusId,
        campusName: campusName,
        employeeId: users.employeeId,
        employeeName,
        isActive: users.isActive,
        isCeo: users.isCeo,
        modules: moduleIds,
        createdAt: users.createdAt,
        lastLoginAt: users.lastLoginAt,
      })
      .from(users)
      .where(where)
      .orderBy(ordered(SORT_COLUMNS[query.sortBy ?? 'fullName'], query.sortDesc), asc(users.id))
      .$dynamic(),
    db.select({ n: countRows }).from(users).where(where),
  );
  return {
    total: page.total,
    data: page.data.map(({ createdAt, lastLoginAt, ...r }) => ({
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

export const findProfile = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      phone: users.phone,
      language: users.language,
      roleName: roleName,
      campusName: campusName,
      employeeName,
      createdAt: users.createdAt,
      lastLoginAt: users.lastLoginAt,
    })
    .from(users)
    .where(eq(users.id, id));
  if (!row) return null;
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
};
