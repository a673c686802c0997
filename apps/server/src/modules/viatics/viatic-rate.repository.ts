import type { TViaticRateListQuery } from '@zerg/shared';
import { and, desc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { listZoneItems, zoneById, zoneNameContains, zoneNameOf } from '../routes/index.ts';
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
  // The latest row of each zone starting on or before the day.
  const current = await db
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
    .orderBy(vr.zoneId, desc(vr.validFrom));
  const rates = new Map(current.map((r) => [r.zoneId, r]));
  return (await listZoneItems(db, { active: true })).map((z) => {
    const r = rates.get(z.id);
    return {
      id: z.id,
      name: z.name,
      rate: r
        ? {
            id: r.id,
            validFrom: r.validFrom,
            food: r.food,
            lodging: r.lodging,
            localTransport: r.localTransport,
          }
        : null,
    };
  });
};

/** Whether a rate row is the one a viatic starting on `today` would take. */
const isCurrent = (today: string) =>
  sql<boolean>`${vr.validFrom} = (select max(r2.valid_from) from viatic_rates r2 where r2.zone_id = ${vr.zoneId} and r2.valid_from <= ${today}::date)`;

const zoneName = zoneNameOf(vr.zoneId);

const RATE_SORT = { zoneName, validFrom: vr.validFrom, updatedAt: vr.updatedAt } as const;

export const listRates = async (
  db: DbOrTx,
  today: string,
  query: TViaticRateListQuery & { page: number; perPage: number },
) => {
  const conditions: SQL[] = [];
  if (query.q) conditions.push(zoneNameContains(vr.zoneId, query.q));
  if (query.filters?.zoneId) conditions.push(eq(vr.zoneId, query.filters.zoneId));
  if (query.filters?.currentOnly) conditions.push(isCurrent(today));
  const where = conditions.length ? and(...conditions) : undefined;
  const page = await pagedList(
    query,
    db
      .select({
        id: vr.id,
        zoneId: vr.zoneId,
        zoneName,
        validFrom: vr.validFrom,
        food: vr.food,
        lodging: vr.lodging,
        localTransport: vr.localTransport,
        current: isCurrent(today),
        updatedAt: vr.updatedAt,
      })
      .from(vr)
      .where(where)
      .orderBy(ordered(RATE_SORT[query.sortBy ?? 'zoneName'], query.sortDesc), desc(vr.validFrom))
      .$dynamic(),
    db.select({ n: countRows }).from(vr).where(where),
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

export const findZone = async (db: DbOrTx, id: number) => (await zoneById(db, id)) ?? null;
