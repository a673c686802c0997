import type { TollDirection } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { tollFares, tollGroups, tollGroupTolls, tolls } from './toll.table.ts';
import { routeCodes, travelRoutes, travelRouteTolls, travelRouteZones } from './travel-route.table.ts';
import { zoneMembers, zones } from './zone.table.ts';

export type DemoRouteData = {
  zones: { name: string; description: string; departments: string[]; provinces: string[] }[];
  tolls: {
    name: string;
    road: string;
    districtCode: string;
    km: number;
    concessionaire: string;
    direction: TollDirection;
    /** Per-axle fares, the whole fare being this times the axle count: one per validity period. */
    perAxle: { amount: string; validFrom: string; validTo: string | null }[];
  }[];
  tollGroups: { name: string; road: string; description: string; tolls: string[] }[];
  routeCodes: { code: string; description: string; isActive?: boolean }[];
  routes: {
    code: string;
    originCode: string;
    destinationCode: string;
    distanceKm: number;
    expectedHours: number;
    notes?: string;
    zones: string[];
    tolls: string[];
  }[];
};

const times = (perAxle: string, axles: number) => {
  const [whole = '0', fraction = ''] = perAxle.split('.');
  const cents = (Number(whole) * 100 + Number(`${fraction}00`.slice(0, 2))) * axles;
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
};

/** Writes the demo catalogue of zones, tolls, groups, codes and routes into an empty database. */
export const insertDemoRoutes = async (tx: DbOrTx, data: DemoRouteData): Promise<void> => {
  const zoneIds = new Map<string, number>();
  for (const zone of data.zones) {
    const [row] = await tx
      .insert(zones)
      .values({ name: zone.name, description: zone.description })
      .returning({ id: zones.id });
    if (!row) continue;
    zoneIds.set(zone.name, row.id);
    await tx
      .insert(zoneMembers)
      .values([
        ...zone.departments.map((departmentCode) => ({ zoneId: row.id, departmentCode })),
        ...zone.provinces.map((provinceCode) => ({ zoneId: row.id, provinceCode })),
      ]);
  }
  const tollIds = new Map<string, number>();
  for (const { perAxle, ...toll } of data.tolls) {
    const [row] = await tx.insert(tolls).values(toll).returning({ id: tolls.id });
    if (!row) continue;
    tollIds.set(toll.name, row.id);
    await tx.insert(tollFares).values(
      perAxle.flatMap((period) =>
        [2, 3, 4, 5, 6, 7, 8, 9].map((axles) => ({
          tollId: row.id,
          axles,
          amount: times(period.amount, axles),
          validFrom: period.validFrom,
          validTo: period.validTo,
        })),
      ),
    );
  }
  const idsOf = (names: string[], ids: Map<string, number>) =>
    names.flatMap((name) => {
      const id = ids.get(name);
      return id === undefined ? [] : [id];
    });
  for (const group of data.tollGroups) {
    const [row] = await tx
      .insert(tollGroups)
      .values({ name: group.name, road: group.road, description: group.description })
      .returning({ id: tollGroups.id });
    if (!row) continue;
    await tx
      .insert(tollGroupTolls)
      .values(idsOf(group.tolls, tollIds).map((tollId, position) => ({ groupId: row.id, tollId, position })));
  }
  const codeIds = new Map<string, number>();
  for (const code of data.routeCodes) {
    const [row] = await tx.insert(routeCodes).values(code).returning({ id: routeCodes.id });
    if (row) codeIds.set(code.code, row.id);
  }
  for (const { code, zones: zoneNames, tolls: tollNames, ...route } of data.routes) {
    const routeCodeId = codeIds.get(code);
    if (routeCodeId === undefined) continue;
    const [row] = await tx
      .insert(travelRoutes)
      .values({ ...route, routeCodeId })
      .returning({ id: travelRoutes.id });
    if (!row) continue;
    const routeZones = idsOf(zoneNames, zoneIds);
    if (routeZones.length) {
      await tx
        .insert(travelRouteZones)
        .values(routeZones.map((zoneId, position) => ({ routeId: row.id, zoneId, position })));
    }
    const routeTollIds = idsOf(tollNames, tollIds);
    if (routeTollIds.length) {
      await tx
        .insert(travelRouteTolls)
        .values(routeTollIds.map((tollId, position) => ({ routeId: row.id, tollId, position })));
    }
  }
};
