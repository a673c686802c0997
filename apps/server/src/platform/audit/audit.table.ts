import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    userId: integer('user_id'),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: text('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    ip: text('ip'),
    requestId: text('request_id'),
  },
  // A record's history (entity, id, newest first) and the audit search by user over time.
  (t) => [
    index('audit_log_entity_at_idx').on(t.entity, t.entityId, t.at),
    index('audit_log_user_at_idx').on(t.userId, t.at),
    index('audit_log_at_idx').on(t.at),
  ],
);
