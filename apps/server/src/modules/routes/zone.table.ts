import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { departments, provinces } from '../references/index.ts';

/** A named zone of Peru (Costa Norte, Sierra Centro…) on which viatics will be set. */
export const zones = pgTable(
  'zones',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('zones_name_lower_idx').on(sql`lower(${t.name})`)],
);

/**
 * A zone is made of whole departments and/or single provinces. The unique indexes keep a department
 * or a province in one zone; the service refuses the cross cases (a province whose department is in
 * another zone, or a department one of whose provinces is).
 */
export const zoneMembers = pgTable(
  'zone_members',
  {
    id: serial('id').primaryKey(),
    zoneId: integer('zone_id')
      .notNull()
      .references(() => zones.id, { onDelete: 'cascade' }),
    departmentCode: text('department_code').references(() => departments.code),
    provinceCode: text('province_code').references(() => provinces.code),
  },
  (t) => [
    uniqueIndex('zone_members_department_idx').on(t.departmentCode),
    uniqueIndex('zone_members_province_idx').on(t.provinceCode),
    index('zone_members_zone_idx').on(t.zoneId),
    check('zone_members_one_place', sql`(${t.departmentCode} is null) <> (${t.provinceCode} is null)`),
  ],
);
