import type { TRouteCodeListQuery } from '@zerg/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { placeNameOf } from '../references/index.ts';
import { iso } from './master-data.ts';
import { routeCodes } from './travel-route.table.ts';

/** "Lima (Lima) → Arequipa (Arequipa)": the route that took the code, if any. */
const routeName = sql<
  string | null
>`(select ${placeNameOf(sql`r.origin_code`)} || ' → ' || ${placeNameOf(sql`r.destination_code`)}
  from travel_routes r where r.route_code_id = route_codes.id)`;

const SORT = {
  code: routeCodes.code,
  description: routeCodes.description,
  createdAt: routeCodes.createdAt,
} as const;

export const listRouteCodes = async (
  db: DbOrTx,
  query: TRouteCodeListQuery & { page: number; perPage: number },
) => {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = containsPattern(query.q);
    conditions.push(sql`(${routeCodes.code} ilike ${like} or ${routeCodes.description} ilike ${like})`);
  }
  const f = query.filters;
  if (f?.status) conditions.push(eq(routeCodes.isActive, f.status === 'active'));
  if (f?.used) {
    const used = sql`exists (select 1 from travel_routes r where r.route_code_id = route_codes.id)`;
    conditions.push(f.used === 'used' ? used : sql`not ${used}`);
  }
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    db
      .select({
        id: routeCodes.id,
        code: routeCodes.code,
        description: routeCodes.description,
        isActive: routeCodes.isActive,
        routeName,
        createdAt: routeCodes.createdAt,
      })
      .from(routeCodes)
      .where(where)
      .orderBy(ordered(SORT[query.sortBy ?? 'code'], query.sortDesc), asc(routeCodes.id))
      .$dynamic(),
    db.select({ n: countRows }).from(routeCodes).where(where),
  );
  return { total: page.total, data: page.data.map((r) => ({ ...r, createdAt: iso(r.createdAt) })) };
};

export const findRouteCode = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({
      id: routeCodes.id,
      code: routeCodes.code,
      description: routeCodes.description,
      isActive: routeCodes.isActive,
      routeName,
    })
    .from(routeCodes)
    .where(eq(routeCodes.id, id));
  return row ?? null;
};

export const findRouteCodeByCode = async (db: DbOrTx, code: string) => {
  const [row] = await db.select({ id: routeCodes.id }).from(routeCodes).where(eq(routeCodes.code, code));
  return row ?? null;
};

/** Active codes for the route form's picker: "LIM-AQP-01 — Lima – Arequipa por Panamericana Sur". */
export const routeCodeOptions = (db: DbOrTx) =>
  db
    .select({
      id: routeCodes.id,
      name: sql<string>`${routeCodes.code} || ' — ' || ${routeCodes.description}`,
    })
    .from(routeCodes)
    .where(eq(routeCodes.isActive, true))
    .orderBy(routeCodes.code);
