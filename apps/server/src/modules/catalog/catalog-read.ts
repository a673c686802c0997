import type { SQLWrapper } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { lookupOf } from '../../platform/db/lookup.ts';
import { areas } from './area.table.ts';
import { campuses } from './campus.table.ts';

/*
 * The reads other modules make of areas and campuses: the name beside a row of their own lists,
 * which they also filter and sort by in SQL, without naming the catalog's tables.
 */

type Reference = AnyPgColumn | SQLWrapper;

/** The name of the area `areaId` points at. */
export const areaNameOf = <R extends Reference>(areaId: R) => lookupOf(areas.name, areas.id, areaId);

/** The name of the campus `campusId` points at. */
export const campusNameOf = <R extends Reference>(campusId: R) =>
  lookupOf(campuses.name, campuses.id, campusId);
