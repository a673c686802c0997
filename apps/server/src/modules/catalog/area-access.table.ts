import { integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { areas } from './area.table.ts';
import { modules, sections } from './module.table.ts';

/**
 * The modules and sections an area's people may be given (Settings → Areas-module). An area with no
 * module here is not restricted, so areas set up before this screen existed keep working.
 */
export const areaModules = pgTable(
  'area_modules',
  {
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
  },
  (t) => [primaryKey({ columns: [t.areaId, t.moduleId] })],
);

export const areaSections = pgTable(
  'area_sections',
  {
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
  },
  (t) => [primaryKey({ columns: [t.areaId, t.sectionId] })],
);
