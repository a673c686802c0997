import { and, asc, eq, type SQLWrapper, sql } from 'drizzle-orm';
import { type AnyPgColumn, QueryBuilder } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { outerRef, qualified } from '../../platform/db/lookup.ts';
import { employeeFullNameOf } from '../employees/index.ts';
import { zoneNameOf } from '../routes/index.ts';
import { viatics } from './viatic.table.ts';

/** A viatic of a trip as the trip's page lists it. */
export type TripViatic = {
  id: number;
  employeeName: string;
  zoneName: string;
  startDate: string;
  endDate: string;
  days: number;
  total: string;
  status: number;
};

/** The viatics of a travel order, whatever their status, in the order they were requested. */
export const tripViaticsOf = (db: DbOrTx, travelOrderId: number): Promise<TripViatic[]> =>
  db
    .select({
      id: viatics.id,
      employeeName: employeeFullNameOf(viatics.employeeId),
      zoneName: zoneNameOf(viatics.zoneId),
      startDate: viatics.startDate,
      endDate: viatics.endDate,
      days: viatics.days,
      total: viatics.total,
      status: viatics.status,
    })
    .from(viatics)
    .where(eq(viatics.travelOrderId, travelOrderId))
    .orderBy(asc(viatics.id));

/** The employee's own viatics of a travel order (a co-driver's are theirs), by start date. */
export const ownTripViatics = (db: DbOrTx, travelOrderId: number, employeeId: number) =>
  db
    .select({
      id: viatics.id,
      startDate: viatics.startDate,
      endDate: viatics.endDate,
      total: viatics.total,
      status: viatics.status,
    })
    .from(viatics)
    .where(and(eq(viatics.travelOrderId, travelOrderId), eq(viatics.employeeId, employeeId)))
    .orderBy(asc(viatics.startDate));

/**
 * The sum of the approved viatics of the trip `travelOrderId` points at: what its crew was
 * advanced for meals and lodging; null when it has none.
 */
export const approvedTripViaticsOf = (travelOrderId: AnyPgColumn | SQLWrapper) =>
  sql<
    string | null
  >`(select sum(${qualified(viatics.total)}) from ${viatics} where ${qualified(viatics.travelOrderId)} = ${outerRef(travelOrderId)} and ${qualified(viatics.status)} = 2)`;

/** Every viatic, as a subquery a list of another module (treasury's payments without an entry) selects from. */
export const viaticRows = new QueryBuilder()
  .select({
    id: viatics.id,
    employeeId: viatics.employeeId,
    startDate: viatics.startDate,
    total: viatics.total,
    paidAt: viatics.paidAt,
    reference: viatics.paymentReference,
  })
  .from(viatics)
  .as('viatic');
