import type { TAreaAccessListQuery } from '@zerg/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { areas } from './area.table.ts';
import { areaModules, areaSections } from './area-access.table.ts';

/*
 * The reads of Settings → Areas-module (organisation module) and of the reports that follow its
 * grants: the rows are the catalog's, the organisation module checks the rules and records the audit.
 */

const moduleIds = sql<
  number[]
>`coalesce((select array_agg(am.module_id order by am.module_id) from ${areaModules} am where am.area_id = ${areas}.id), '{}')`;
const sectionIds = sql<
  number[]
>`coalesce((select array_agg(s.section_id order by s.section_id) from ${areaSections} s where s.area_id = ${areas}.id), '{}')`;
const restricted = sql<boolean>`exists (select 1 from ${areaModules} am where am.area_id = ${areas}.id)`;

/** One page of the areas with the modules and sections each may be given, by name. */
export const listAreaAccess = (
  db: DbOrTx,
  query: TAreaAccessListQuery & { page: number; perPage: number },
) => {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(sql`${areas.name} ilike ${containsPattern(query.q)}`);
  const f = query.filters;
  if (f?.status) conditions.push(eq(areas.isActive, f.status === 'active'));
  if (f?.restricted !== undefined) conditions.push(f.restricted ? restricted : sql`not ${restricted}`);
  if (f?.moduleId) {
    conditions.push(
      sql`exists (select 1 from ${areaModules} am where am.area_id = ${areas}.id and am.module_id = ${f.moduleId})`,
    );
  }
  const where = conditions.length ? and(...conditions) : undefined;
  return pagedList(
    query,
    db
      .select({
        areaId: areas.id,
        areaName: areas.name,
        isActive: areas.isActive,
        restricted,
        modules: moduleIds,
        sections: sectionIds,
      })
      .from(areas)
      .where(where)
      .orderBy(ordered(areas.name, query.sortDesc), asc(areas.id))
      .$dynamic(),
    db.select({ n: countRows }).from(areas).where(where),
  );
};

/** The areas Settings → Areas-module grants a section (a department report's people), by id. */
export const areasGrantedSection = async (db: DbOrTx, sectionId: number): Promise<number[]> => {
  const { rows } = await db.execute<{ id: number }>(
    sql`select area_id as id from ${areaSections} where section_id = ${sectionId} order by area_id`,
  );
  return rows.map((r) => r.id);
};
