import type { TTollGroupListQuery } from '@zerg/shared';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { iso } from './master-data.ts';
import { tollGroups, tollGroupTolls, tolls } from './toll.table.ts';

const tollNames = sql<string>`coalesce((select string_agg(t.name, ' → ' order by gt.position)
  from toll_group_tolls gt join tolls t on t.id = gt.toll_id where gt.group_id = toll_groups.id), '')`;
const tollCount = sql<number>`(select count(*)::int from toll_group_tolls gt where gt.group_id = toll_groups.id)`;

const SORT = {
  name: tollGroups.name,
  road: tollGroups.road,
  tollCount,
  createdAt: tollGroups.createdAt,
} as const;

export const listTollGroups = async (
  db: DbOrTx,
  query: TTollGroupListQuery & { page: number; perPage: number },
) => {
  const conditions: SQL[] = [];
  if (query.q) {
    const like = containsPattern(query.q);
    conditions.push(
      sql`(${tollGroups.name} ilike ${like} or ${tollGroups.road} ilike ${like} or ${tollNames} ilike ${like})`,
    );
  }
  if (query.filters?.status) conditions.push(eq(tollGroups.isActive, query.filters.status === 'active'));
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    db
      .select({
        id: tollGroups.id,
        name: tollGroups.name,
        road: tollGroups.road,
        description: tollGroups.description,
        tolls: tollNames,
        tollCount,
        isActive: tollGroups.isActive,
        createdAt: tollGroups.createdAt,
      })
      .from(tollGroups)
      .where(where)
      .orderBy(ordered(SORT[query.sortBy ?? 'name'], query.sortDesc), asc(tollGroups.id))
      .$dynamic(),
    db.select({ n: countRows }).from(tollGroups).where(where),
  );
  return { total: page.total, data: page.data.map((r) => ({ ...r, createdAt: iso(r.createdAt) })) };
};

export const groupTolls = (db: DbOrTx, groupId: number) =>
  db
    .select({ id: tolls.id, name: tolls.name, road: tolls.road, km: tolls.km })
    .from(tollGroupTolls)
    .innerJoin(tolls, eq(tolls.id, tollGroupTolls.tollId))
    .where(eq(tollGroupTolls.groupId, groupId))
    .orderBy(asc(tollGroupTolls.position));

export const findTollGroup = async (db: DbOrTx, id: number) => {
  const [group] = await db
    .select({
      id: tollGroups.id,
      name: tollGroups.name,
      road: tollGroups.road,
      description: tollGroups.description,
      isActive: tollGroups.isActive,
    })
    .from(tollGroups)
    .where(eq(tollGroups.id, id));
  if (!group) return null;
  return { ...group, tolls: await groupTolls(db, id) };
};

export const findTollGroupByName = async (db: DbOrTx, name: string) => {
  const [row] = await db
    .select({ id: tollGroups.id })
    .from(tollGroups)
    .where(sql`lower(${tollGroups.name}) = ${name.toLowerCase()}`);
  return row ?? null;
};

export const writeGroupTolls = async (tx: DbOrTx, groupId: number, tollIds: number[]) => {
  await tx.delete(tollGroupTolls).where(eq(tollGroupTolls.groupId, groupId));
  if (tollIds.length) {
    await tx
      .insert(tollGroupTolls)
      .values(tollIds.map((tollId, position) => ({ groupId, tollId, position })));
  }
};

/** Active groups with their booths in order, so a route can take a whole stretch at once. */
export const tollGroupOptions = async (db: DbOrTx) => {
  const { rows } = await db.execute<{ id: number; name: string; toll_ids: number[] }>(sql`
    select g.id, g.name,
      coalesce(array_agg(gt.toll_id order by gt.position) filter (where gt.toll_id is not null), '{}') as toll_ids
    from toll_groups g left join toll_group_tolls gt on gt.group_id = g.id
    where g.is_active group by g.id order by g.name`);
  return rows.map((r) => ({ id: r.id, name: r.name, tollIds: r.toll_ids }));
};
