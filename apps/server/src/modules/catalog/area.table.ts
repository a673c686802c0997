import { COST_FUNCTIONS } from '@zerg/shared';
import { boolean, pgTable, serial, text } from 'drizzle-orm/pg-core';

export const areas = pgTable('areas', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  /** Members of an HR area see every employee, even when they are area chiefs. */
  isHr: boolean('is_hr').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  /** The function its people's pay serves (operations, administration, sales): the journal lines' cost centre. */
  costFunction: text('cost_function', { enum: COST_FUNCTIONS }),
});
