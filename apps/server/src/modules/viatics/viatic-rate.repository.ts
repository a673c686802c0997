import type { TViaticRateListQuery } from '@zerg/shared';
import { and, asc, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { zones } from '../routes/index.ts';
import { viaticRates as vr } from './viatic.table.ts';

/** The zone's rate in force on `day`: the latest row starting on or before it. */
export const rateOn = async (db: DbOrTx, zoneId: number, day: string) => {
  const [row] = await db
    .select()
    .from(vr)
    .where(and(eq(vr.zoneId, zoneId), lte(vr.validFrom, day)))
    .orderBy(desc(vr.validFrom))
    .limit(1);
  return row ?? null;
};

/** Active zones with the rate each has in force on `day`. */
export const zonesWithRate = async (db: DbOrTx, day: string) => {
  const current = db
    .selectDistinctOn([vr.zoneId], {
      zoneId: vr.zoneId,
      id: vr.id,
      validFrom: vr.validFrom,
      food: vr.food,
      lodging: vr.lodging,
      localTransport: vr.localTransport,
    })
    .from(vr)
    .where(lte(vr.validFrom, day))
    .orderBy(vr.zoneId, desc(vr.validFrom))
    .as('current_rate');
  const rows = await db
    .select({
      id: zones.id,
      name: zones.name,
      rateId: current.id,
      validFrom: current.validFrom,
      food: current.food,
      lodging: current.lodging,
      localTransport: current.localTransport,
    })
    .from(zones)
    .leftJoin(current, eq(current.zoneId, zones.id))
    .where(eq(zones.isActive, true))
    .orderBy(asc(zones.name));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    rate:
      r.rateId !== null && r.validFrom !== null
        ? {
            id: r.rateId,
            validFrom: r.validFrom,
            food: r.food ?? '0.00',
            lodging: r.lodging ?? '0.00',
            localTransport: r.localTransport ?? '0.00',
          }
        : null,
  }));
};

/** Whether a rate row is the one a viatic starting on `today` would take. */
const isCurrent = (today: string) =>
  sql<boolean>`${vr.validFrom} = (select max(r2.valid_from) from viatic_rates r2 where r2.zone_id = ${vr.zoneId} and r2.valid_from <= ${today}::date)`;

const RATE_SORT = { zoneName: zones.name, validFrom: vr.validFrom, updatedAt: vr.updatedAt } as const;

export const listRates = async (
  db: DbOrTx,
  today: string,
  query: TViaticRateListQuery & { page: number; perPage: number },
) => {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(sql`${zones.name} ilike ${containsPattern(query.q)}`);
  if (query.filters?.zoneId) conditions.push(eq(vr.zoneId, query.filters.zoneId));
  if (query.filters?.currentOnly) conditions.push(isCurrent(today));
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    db
      .select({
        id: vr.id,
        zoneId: vr.zoneId,
        zoneName: zones.name,
        validFrom: vr.validFrom,
        food: vr.food,
        lodging: vr.lodging,
        localTransport: vr.localTransport,
        current: isCurrent(today),
        updatedAt: vr.updatedAt,
      })
      .from(vr)
      .innerJoin(zones, eq(zones.id, vr.zoneId))
      .where(where)
      .orderBy(ordered(RATE_SORT[query.sortBy ?? 'zoneName'], query.sortDesc), desc(vr.validFrom))
      .$dynamic(),
    db.select({ n: countRows }).from(vr).innerJoin(zones, eq(zones.id, vr.zoneId)).where(where),
  );
  return {
    total: page.total,
    data: page.data.map((r) => ({ ...r, current: Boolean(r.current), updatedAt: r.updatedAt.toISOString() })),
  };
};

export const findRate = async (db: DbOrTx, id: number) => {
  const [row] = await db.select().from(vr).where(eq(vr.id, id));
  return row ?? null;
};

/** The rate row of a zone starting on exactly that day (one per zone and date). */
export const findRateStarting = async (db: DbOrTx, zoneId: number, validFrom: string) => {
  const [row] = await db
    .select({ id: vr.id })
    .from(vr)
    .where(and(eq(vr.zoneId, zoneId), eq(vr.validFrom, validFrom)));
  return row ?? null;
};

export const findZone = async (db: DbOrTx, id: number) => {
  const [row] = await db
    .select({ id: zones.id, name: zones.name, isActive: zones.isActive })
    .from(zones)
    .where(eq(zones.id, id));
  return row ?? null;
};
