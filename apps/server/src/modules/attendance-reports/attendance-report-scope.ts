import { SECTION_IDS, type ZDetailsQuery, type ZMonthGridQuery, type ZYearQuery } from '@zerg/shared';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import type { Actor, CurrentUser, EmployeeScope } from '../../platform/auth/current-user.ts';
import { forbidden } from '../../platform/errors/app-error.ts';
import type { ExportScope } from '../../platform/export/list-export.ts';
import { areasGrantedSection } from '../catalog/index.ts';
import { scopeOf } from '../employees/index.ts';
import type { AreaLimit } from './report-staff.ts';

export type GridParams = z.output<typeof ZMonthGridQuery>;
export type DetailsParams = z.output<typeof ZDetailsQuery>;
export type YearParams = z.output<typeof ZYearQuery>;

/** The department reports (SPEC §2): each one's section. */
export const DEPARTMENT_SECTIONS = {
  treasury: SECTION_IDS.TREASURY_ATTENDANCE,
  bookkeeping: SECTION_IDS.BOOKKEEPING_ATTENDANCE,
  workshop: SECTION_IDS.WORKSHOP_ATTENDANCE,
  operations: SECTION_IDS.OPERATIONS_ATTENDANCE,
} as const;
export type Department = keyof typeof DEPARTMENT_SECTIONS;

/** What a viewer may read: an area chief their own area, everyone else every area. */
/** The areas a report reaches for a scope: all (null), the scope's one area, or none. */
export const limitOfScope = (scope: EmployeeScope): AreaLimit => {
  if (scope.all) return null;
  return scope.areaId === null ? [] : [scope.areaId];
};

export const scopeLimit = async (db: DbOrTx, user: CurrentUser): Promise<AreaLimit> =>
  limitOfScope(await scopeOf(db, user));

const intersect = (a: AreaLimit, b: AreaLimit): AreaLimit => {
  if (a === null) return b;
  if (b === null) return a;
  return a.filter((id) => b.includes(id));
};

/** A department's people: the areas Settings grants its section, within the viewer's own scope. */
export const departmentLimit = async (
  db: DbOrTx,
  user: CurrentUser,
  department: Department,
): Promise<AreaLimit> =>
  intersect(await areasGrantedSection(db, DEPARTMENT_SECTIONS[department]), await scopeLimit(db, user));

/** A filter naming an area outside what the viewer may read is refused, not silently emptied. */
export const assertAreaAllowed = (limit: AreaLimit, areaId: number | undefined) => {
  if (areaId !== undefined && limit !== null && !limit.includes(areaId)) throw forbidden('ROW_NOT_ALLOWED');
};

/**
 * The areas an export job keeps, worked out when it starts: every area as `null`, else their ids.
 * Read back failing closed: anything else (a missing scope, a stray value) reaches no area.
 */
export const areaLimitExportScope = (
  of: (db: DbOrTx, actor: Actor) => Promise<AreaLimit>,
): ExportScope<AreaLimit> => ({
  of: async (db, actor) => {
    const limit = await of(db, actor);
    return limit === null ? null : [...limit];
  },
  read: (raw) => {
    if (raw === null) return null;
    return Array.isArray(raw) && raw.every((id) => Number.isInteger(id)) ? (raw as number[]) : [];
  },
});
