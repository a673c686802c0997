import type { TTollCost } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { sumAmounts } from './fare-rules.ts';
import { tollFareOn } from './toll.repository.ts';
import { routeTolls, travelRouteExists } from './travel-route.repository.ts';

/**
 * What a vehicle of `axles` axles pays in tolls on the route on `date`: the fares in force that day
 * at each booth of the route, in driving order. A booth without a fare that day is listed in
 * `missing` (and the total flagged incomplete) rather than counted as zero. Null when the route
 * does not exist.
 */
export const routeTollCost = async (
  db: DbOrTx,
  routeId: number,
  axles: number,
  date: string,
): Promise<TTollCost | null> => {
  if (!(await travelRouteExists(db, routeId))) return null;
  const booths = await routeTolls(db, routeId);
  const lines = await Promise.all(
    booths.map(async (booth) => {
      const fare = await tollFareOn(db, booth.id, axles, date);
      return {
        tollId: booth.id,
        name: booth.name,
        road: booth.road,
        amount: fare?.amount ?? null,
        validFrom: fare?.validFrom ?? null,
        validTo: fare?.validTo ?? null,
      };
    }),
  );
  const missing = lines.filter((l) => l.amount === null).map((l) => ({ tollId: l.tollId, name: l.name }));
  return {
    routeId,
    axles,
    date,
    currency: 'PEN',
    total: sumAmounts(lines.flatMap((l) => (l.amount === null ? [] : [l.amount]))),
    complete: missing.length === 0,
    lines,
    missing,
  };
};
