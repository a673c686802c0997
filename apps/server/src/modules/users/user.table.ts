import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { campuses, modules, roles, sections } from '../catalog/index.ts';
import { employees } from '../employees/index.ts';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    phone: text('phone'),
    language: text('language', { enum: ['es', 'en', 'fr', 'de', 'pt'] })
      .notNull()
      .default('es'),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id),
    campusId: integer('campus_id')
      .notNull()
      .references(() => campuses.id),
    employeeId: integer('employee_id').references(() => employees.id),
    isCeo: boolean('is_ceo').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_role_idx').on(t.roleId),
    index('users_campus_idx').on(t.campusId),
  ],
);

export const userModules = pgTable(
  'user_modules',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    moduleId: integer('module_id')
      .notNull()
      .references(() => modules.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.moduleId] })],
);

export const userSections = pgTable(
  'user_sections',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id),
  },
  (t) => [primaryKey({ columns: [t.userId, t.sectionId] })],
);
