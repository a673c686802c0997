import { pgTable, serial, text } from 'drizzle-orm/pg-core';

export const areas = pgTable('areas', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
});
