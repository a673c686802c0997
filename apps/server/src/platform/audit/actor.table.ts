import { integer, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * The users table as seen by modules below the users module: the target of their "who did it"
 * columns (created_by, changed_by, uploaded_by) and the name shown next to them. The users module
 * owns the table (modules/users/user.table.ts); this declares only the two columns needed here, so
 * the employee tables keep their foreign keys without importing a module above them. Not listed in
 * composition/schema.ts: drizzle-kit sees the table once; composition/actor-table.unit.test.ts
 * keeps the two in step.
 */
export const actors = pgTable('users', {
  id: integer('id').primaryKey(),
  fullName: text('full_name').notNull(),
});
