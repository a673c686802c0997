import { integer, pgTable } from 'drizzle-orm/pg-core';
import { areas } from '../catalog/index.ts';
import { employees } from '../employees/index.ts';
import { companies } from '../references/index.ts';

/**
 * An area's company and chief. Kept beside `areas` rather than in it: areas sit in catalog, the
 * bottom layer, which cannot point at companies (references) or employees.
 */
export const areaProfiles = pgTable('area_profiles', {
  areaId: integer('area_id')
    .primaryKey()
    .references(() => areas.id, { onDelete: 'cascade' }),
  companyId: integer('company_id').references(() => companies.id),
  chiefEmployeeId: integer('chief_employee_id').references(() => employees.id),
});
