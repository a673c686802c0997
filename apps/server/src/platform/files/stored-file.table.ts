import { customType, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/**
 * Uploaded files when FILES_STORE is `database` (the default): written in the transaction of the
 * row that points at them, so every instance behind a load balancer sees the same files and a
 * rolled-back row leaves no file behind.
 */
export const storedFiles = pgTable('stored_files', {
  key: text('key').primaryKey(),
  data: bytea('data').notNull(),
  size: integer('size').notNull(),
  /** Hex SHA-256 of `data`: a moved file is checked against its source, a backup against its row. */
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
