import { SECTION_IDS } from '@zerg/shared';
import { sections } from '../../platform/access/access.ts';

/**
 * What the resources of this module share: where their routes live, dates.
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

export const iso = (d: Date) => d.toISOString();
