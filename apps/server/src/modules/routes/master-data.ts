import { SECTION_IDS } from '@zerg/shared';
import { type SQL, sql } from 'drizzle-orm';
import { sections } from '../../platform/access/access.ts';
import { departments, districts, provinces } from '../references/index.ts';

/**
 * What the resources of this module share: where their routes live, names of places, dates.
 *
 * The lists' correlated subqueries name the outer table in raw SQL (`zones.id`, not `${zones.id}`):
 * drizzle leaves columns unqualified in a select from one table, and an inner table with a column
 * of the same name (`id`) would silently capture the reference.
 */

/** Section 29's routes: one tag, one section, activate and deactivate as two paths. */
export const SECTION_29_ROUTES = {
  tags: ['travel-routes'],
  access: sections(SECTION_IDS.TRAVEL_ROUTES),
  shape: 'activate-deactivate',
} as const;

/** "Miraflores (Lima)": a district with its department, from the ubigeo tables, by code. */
export const placeName = (districtCode: SQL | string) =>
  sql<string>`(select d.name || ' (' || dep.name || ')' from ${districts} d
    join ${provinces} p on p.code = d.province_code
    join ${departments} dep on dep.code = p.department_code
    where d.code = ${districtCode})`;

export const iso = (d: Date) => d.toISOString();
