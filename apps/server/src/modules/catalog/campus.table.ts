import { pgTable, serial, text } from 'drizzle-orm/pg-core';

export const campuses = pgTable('campuses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  city: text('city').notNull(),
});
