import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

/** Fixed reference data, written from the shared catalogue at every start (catalog-sync.ts). */
export const modules = pgTable('modules', {
  id: integer('id').primaryKey(),
  key: text('key').notNull(),
  icon: text('icon').notNull(),
  sort: integer('sort').notNull(),
});

export const sections = pgTable('sections', {
  id: integer('id').primaryKey(),
  key: text('key').notNull(),
});

export const moduleSections = pgTable(
  'module_sections',
  {
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.moduleId, t.sectionId] })],
);
