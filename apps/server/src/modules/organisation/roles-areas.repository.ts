import type { TAreaListQuery, TRoleListQuery } from '@zerg/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { areas, roleGrantsModule, roleModuleIdsOf, roleSectionIdsOf, roles } from '../catalog/index.ts';
import { areaActiveEmployeeCountOf, employeeFullNameOf, employeeWhere } from '../employees/index.ts';
import { companyNameOf } from '../references/index.ts';
import { roleActiveUserCountOf } from '../users/index.ts';
import { areaProfiles } from './area-profile.table.ts';

type Paging = { page: number; perPage: number };

/** Active employees whose job sits in the area: the people a deactivation would strand. */
export const areaEmployeeCount = areaActiveEmployeeCountOf(areas.id);

/** Active users holding the role. */
export const roleUserCount = roleActiveUserCountOf(roles.id);

const chiefName = sql<string | null>`nullif(${employeeFullNameOf(areaProfiles.chiefEmployeeId)}, '')`;

const AREA_SORT = {
  name: areas.name,
  chiefName,
  companyName: companyNameOf(areaProfiles.companyId),
  employeeCount: areaEmployeeCount,
} as const;

const areaBase = (db: DbOrTx) =>
  db
    .select({
      id: areas.id,
      name: areas.name,
      isHr: areas.isHr,
      isActive: areas.isActive,
      costFunction: areas.costFunction,
      chiefEmployeeId: areaProfiles.chiefEmployeeId,
      chiefName,
      companyId: areaProfiles.companyId,
      companyName: AREA_SORT.companyName,
      employeeCount: areaEmployeeCount,
    })
    .from(areas)
    .leftJoin(areaProfiles, eq(areaProfiles.areaId, areas.id));

export const listAreas = async (db: DbOrTx, query: TAreaListQuery & Paging) => {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = containsPattern(query.q);
    const chief = employeeWhere(areaProfiles.chiefEmployeeId, { nameContains: query.q }) ?? sql`false`;
    conditions.push(sql`(${areas.name} ilike ${like} or ${chief})`);
  }
  const f = query.filters;
  if (f?.status) conditions.push(eq(areas.isActive, f.status === 'active'));
  if (f?.companyId) conditions.push(eq(areaProfiles.companyId, f.companyId));
  if (f?.isHr !== undefined) conditions.push(eq(areas.isHr, f.isHr));
  const where = conditions.length ? and(...conditions) : undefined;
  return pagedList(
    query,
    areaBase(db)
      .where(where)
      .orderBy(ordered(AREA_SORT[query.sortBy ?? 'name'], query.sortDesc), asc(areas.id))
      .$dynamic(),
    db
      .select({ n: countRows })
      .from(areas)
      .leftJoin(areaProfiles, eq(areaProfiles.areaId, areas.id))
      .where(where),
  );
};

export const findArea = async (db: DbOrTx, id: number) => {
  const [row] = await areaBase(db).where(eq(areas.id, id));
  return row ?? null;
};

export const findAreaByName = async (db: DbOrTx, name: string) => {
  const [row] = await db
    .select({ id: areas.id })
    .from(areas)
    .where(sql`lower(${areas.name}) = lower(${name})`);
  return row ?? null;
};

const ROLE_SORT = { name: roles.name, userCount: roleUserCount } as const;

const roleBase = (db: DbOrTx) =>
  db
    .select({
      id: roles.id,
      name: roles.name,
      isActive: roles.isActive,
      modules: roleModuleIdsOf(roles.id),
      sections: roleSectionIdsOf(roles.id),
      userCount: roleUserCount,
    })
    .from(roles);

export const listRoles = async (db: DbOrTx, query: TRoleListQuery & Paging) => {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(sql`${roles.name} ilike ${containsPattern(query.q)}`);
  const f = query.filters;
  if (f?.status) conditions.push(eq(roles.isActive, f.status === 'active'));
  if (f?.moduleId) {
    conditions.push(roleGrantsModule(roles.id, f.moduleId));
  }
  const where = conditions.length ? and(...conditions) : undefined;
  return pagedList(
    query,
    roleBase(db)
      .where(where)
      .orderBy(ordered(ROLE_SORT[query.sortBy ?? 'name'], query.sortDesc), asc(roles.id))
      .$dynamic(),
    db.select({ n: countRows }).from(roles).where(where),
  );
};

export const findRole = async (db: DbOrTx, id: number) => {
  const [row] = await roleBase(db).where(eq(roles.id, id));
  return row ?? null;
};

export const findRoleByName = async (db: DbOrTx, name: string) => {
  const [row] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(sql`lower(${roles.name}) = lower(${name})`);
  return row ?? null;
};
