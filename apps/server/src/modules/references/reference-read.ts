import { and, eq, inArray, type SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { lookupOf } from '../../platform/db/lookup.ts';
import { banks, countries, laborRegimes, positions } from './reference.table.ts';

/*
 * The reads other modules make of the fixed catalogues and positions: whether a code a form sent
 * is known, and the name beside a row of their own lists, which they also filter and sort by in
 * SQL, without naming the references' tables.
 */

type Reference = AnyPgColumn | SQLWrapper;

/** The name of the position `positionId` points at. */
export const positionNameOf = <R extends Reference>(positionId: R) =>
  lookupOf(positions.name, positions.id, positionId);

/** The name of the bank whose SUNAT code `bankCode` holds. */
export const bankNameOf = <R extends Reference>(bankCode: R) => lookupOf(banks.name, banks.code, bankCode);

/** Every position, with its area (a name is unique within an area only). */
export const listPositions = (db: DbOrTx): Promise<{ id: number; name: string; areaId: number }[]> =>
  db.select({ id: positions.id, name: positions.name, areaId: positions.areaId }).from(positions);

/** Whether the position exists and belongs to that area (positions are per area). */
export const positionInArea = async (db: DbOrTx, positionId: number, areaId: number): Promise<boolean> =>
  (
    await db
      .select({ id: positions.id })
      .from(positions)
      .where(and(eq(positions.id, positionId), eq(positions.areaId, areaId)))
  ).length > 0;

/** Those of the codes the countries catalogue holds. */
export const knownCountries = async (db: DbOrTx, codes: readonly string[]): Promise<Set<string>> =>
  new Set(
    (
      await db
        .select({ code: countries.code })
        .from(countries)
        .where(inArray(countries.code, [...codes]))
    ).map((c) => c.code),
  );

/** Code → name of those of the codes the banks catalogue holds; none asked, none read. */
export const bankNamesByCode = async (db: DbOrTx, codes: readonly string[]): Promise<Map<string, string>> =>
  codes.length === 0
    ? new Map()
    : new Map(
        (
          await db
            .select({ code: banks.code, name: banks.name })
            .from(banks)
            .where(inArray(banks.code, [...codes]))
        ).map((b) => [b.code, b.name]),
      );

/** Code → name of every labour regime the catalogue holds. */
export const laborRegimeNames = async (db: DbOrTx): Promise<Map<string, string>> =>
  new Map(
    (await db.select({ code: laborRegimes.code, name: laborRegimes.name }).from(laborRegimes)).map((r) => [
      r.code,
      r.name,
    ]),
  );
