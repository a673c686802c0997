import type { TAreaListQuery, TRoleListQuery } from '@zerg/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { areaRows, roleGrantsModule, roleModuleIdsOf, roleRows, roleSectionIdsOf } from '../catalog/index.ts';
import { areaActiveEmployeeCountOf, employeeFullNameOf, employeeWhere } from '../employees/index.ts';
import { companyNameOf } from '../references/index.ts';
import { roleActiveUserCountOf } from '../users/index.ts';
import { areaProfiles } from './area-profile.table.ts';

type Paging = { page: number; perPage: number };

/** Active employees whose job sits in the area: the people a deactivation would strand. */
export const areaEmployeeCount = areaActiveEmployeeCountOf(areaRows.id);

/** Active users holding the role. */
export const roleUserCount = roleActiveUserCountOf(roleRows.id);

const chiefName = sql<string | null>`nullif(${employeeFullNameOf(areaProfiles.chiefEmployeeId)}, '')`;

const AREA_SORT = {
  name: areaRows.name,
  chiefName,
  companyName: companyNameOf(areaProfiles.companyId),
  employeeCount: areaEmployeeCount,
} as const;

const areaBase = (db: DbOrTx) =>
  db
    .select({
      id: areaRows.id,
      name: areaRows.name,
      isHr: areaRows.isHr,
      isActive: areaRows.isActive,
      costFunction: areaRows.costFunction,
      chiefEmployeeId: areaProfiles.chiefEmployeeId,
      chiefName,
      companyId: areaProfiles.companyId,
      companyName: AREA_SORT.companyName,
      employeeCount: areaEmployeeCount,
    })
    .from(areaRows)
    .leftJoin(areaProfiles, eq(areaProfiles.areaId, areaRows.id));

export const listAreas = async (db: DbOrTx, query: TAreaListQuery & Paging) => {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = containsPattern(query.q);
    const chief = employeeWhere(areaProfiles.chiefEmployeeId, { nameContains: query.q }) ?? sql`false`;
    conditions.push(sql`(${areaRows.name} ilike ${like} or ${chief})`);
  }
  const f = query.filters;
  if (f?.status) conditions.push(eq(areaRows.isActive, f.status === 'active'));
  if (f?.companyId) conditions.push(eq(areaProfiles.companyId, f.companyId));
  if (f?.isHr !== undefined) conditions.push(eq(areaRows.isHr, f.isHr));
  const where = conditions.length ? and(...conditions) : undefined;
  return pagedList(
    query,
    areaBase(db)
      .where(where)
      .orderBy(ordered(AREA_SORT[query.sortBy ?? 'name'], query.sortDesc), asc(areaRows.id))
      .$dynamic(),
    db
      .select({ n: countRows })
      .from(areaRows)
      .leftJoin(areaProfiles, eq(areaProfiles.areaId, areaRows.id))
      .where(where),
  );
};

export const findArea = async (db: DbOrTx, id: number) => {
  const [row] = await areaBase(db).where(eq(areaRows.id, id));
  return row ?? null;
};

export const findAreaByName = async (db: DbOrTx, name: string) => {
  const [row] = await db
    .select({ id: areaRows.id })
    .from(areaRows)
    .where(sql`lower(${areaRows.name}) = lower(${name})`);
  return row ?? null;
};

const ROLE_SORT = { name: roleRows.name, userCount: roleUserCount } as const;

const roleBase = (db: DbOrTx) =>
  db
    .select({
      id: roleRows.id,
      name: roleRows.name,
      isActive: roleRows.isActive,
      modules: roleModuleIdsOf(roleRows.id),
      sections: roleSectionIdsOf(roleRows.id),
      userCount: roleUserCount,
    })
    .from(roleRows);

export const listRoles = async (db: DbOrTx, query: TRoleListQuery & Paging) => {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(sql`${roleRows.name} ilike ${containsPattern(query.q)}`);
  const f = query.filters;
  if (f?.status) conditions.push(eq(roleRows.isActive, f.status === 'active'));
  if (f?.moduleId) {
    conditions.push(roleGrantsModule(roleRows.id, f.moduleId));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  return pagedList(
    query,
    roleBase(db)
      .where(where)
      .orderBy(ordered(ROLE_SORT[query.sortBy ?? 'name'], query.sortDesc), asc(roleRows.id))
      .$dynamic(),
    db.select({ n: countRows }).from(roleRows).where(where),
  );
};

export const findRole = async (db: DbOrTx, id: number) => {
  const [row] = await roleBase(db).where(eq(roleRows.id, id));
  return row ?? null;
};

export const findRoleByName = async (db: DbOrTx, name: string) => {
  const [row] = await db
    .select({ id: roleRows.id })
    .from(roleRows)
    .where(sql`lower(${roleRows.name}) = lower(${name})`);
  return row ?? null;
};
