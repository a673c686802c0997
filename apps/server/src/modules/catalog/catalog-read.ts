import { asc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { lookupOf, qualified } from '../../platform/db/lookup.ts';
import { areas } from './area.table.ts';
import { campuses } from './campus.table.ts';
import { roleModules, roleSections, roles } from './role.table.ts';

/*
 * The reads other modules make of areas, campuses and roles: the pickers' and filters' lists, and a
 * column beside a row of their own lists, which they also filter and sort by in SQL, without
 * naming the catalog's tables.
 */

type Reference = AnyPgColumn | SQLWrapper;

/** The name of the area `areaId` points at. */
export const areaNameOf = <R extends Reference>(areaId: R) => lookupOf(areas.name, areas.id, areaId);

/** Whether the area `areaId` points at is an HR area (its people see every employee). */
export const areaIsHrOf = <R extends Reference>(areaId: R) => lookupOf(areas.isHr, areas.id, areaId);

/** The cost function of the area `areaId` points at: the journal lines' cost centre. */
export const areaCostFunctionOf = <R extends Reference>(areaId: R) =>
  lookupOf(areas.costFunction, areas.id, areaId);

/** The name of the campus `campusId` points at. */
export const campusNameOf = <R extends Reference>(campusId: R) =>
  lookupOf(campuses.name, campuses.id, campusId);

/** The name of the permission role `roleId` points at. */
export const roleNameOf = <R extends Reference>(roleId: R) => lookupOf(roles.name, roles.id, roleId);

/** The modules the role `roleId` grants its new users, ascending; empty for none. */
export const roleModuleIdsOf = (roleId: AnyPgColumn) =>
  sql<
    number[]
  >`coalesce((select array_agg(rm.module_id order by rm.module_id) from ${roleModules} rm where rm.role_id = ${qualified(roleId)}), '{}')`;

/** The sections the role `roleId` grants its new users, ascending; empty for none. */
export const roleSectionIdsOf = (roleId: AnyPgColumn) =>
  sql<
    number[]
  >`coalesce((select array_agg(rs.section_id order by rs.section_id) from ${roleSections} rs where rs.role_id = ${qualified(roleId)}), '{}')`;

/** Whether the role `roleId` grants that module. */
export const roleGrantsModule = (roleId: AnyPgColumn, moduleId: number) =>
  sql<boolean>`exists (select 1 from ${roleModules} rm where rm.role_id = ${qualified(roleId)} and rm.module_id = ${moduleId})`;

export type AreaItem = { id: number; name: string; isActive: boolean };

const areaItem = { id: areas.id, name: areas.name, isActive: areas.isActive };

/** Every area, active or not, by name (the database's collation). */
export const listAreas = (db: DbOrTx): Promise<AreaItem[]> =>
  db.select(areaItem).from(areas).orderBy(asc(areas.name));

/** The area, active or not; undefined when there is none with that id. */
export const areaById = async (db: DbOrTx, id: number): Promise<AreaItem | undefined> =>
  (await db.select(areaItem).from(areas).where(eq(areas.id, id)))[0];

/** Every campus, by name as the pickers show them, or by id. */
export const listCampuses = (
  db: DbOrTx,
  order: 'name' | 'id' = 'name',
): Promise<{ id: number; name: string }[]> =>
  db
    .select({ id: campuses.id, name: campuses.name })
    .from(campuses)
    .orderBy(order === 'name' ? asc(campuses.name) : asc(campuses.id));

/**
 * Every area and every role with the columns of their records, as subqueries the Settings screens of
 * the areas and roles (organisation) select, filter and sort from, beside their own data.
 */
export const areaRows = new QueryBuilder()
  .select({
    id: areas.id,
    name: areas.name,
    isHr: areas.isHr,
    isActive: areas.isActive,
    costFunction: areas.costFunction,
  })
  .from(areas)
  .as('area');

export const roleRows = new QueryBuilder()
  .select({ id: roles.id, name: roles.name, isActive: roles.isActive })
  .from(roles)
  .as('role');
