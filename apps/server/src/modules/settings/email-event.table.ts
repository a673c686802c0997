import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { entityGroups } from '../entity-groups/index.ts';
import { users } from '../users/index.ts';

/** An event's switch; an event without a row is enabled (the catalogue lives in the shared package). */
export const mailEventSettings = pgTable('mail_event_settings', {
  event: text('event').primaryKey(),
  enabled: boolean('enabled').notNull().default(true),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** One person told of an event: a user (mailed at their current address) or a plain address. */
export const mailEventRecipients = pgTable(
  'mail_event_recipients',
  {
    id: serial('id').primaryKey(),
    event: text('event').notNull(),
    kind: text('kind', { enum: ['to', 'cc'] })
      .notNull()
      .default('to'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('mail_event_recipients_user_idx').on(t.event, t.userId),
    uniqueIndex('mail_event_recipients_email_idx').on(t.event, t.email),
    index('mail_event_recipients_event_idx').on(t.event),
  ],
);

/** A whole entity group told of an event; its active members at sending time receive the mail. */
export const mailEventRecipientGroups = pgTable(
  'mail_event_recipient_groups',
  {
    id: serial('id').primaryKey(),
    event: text('event').notNull(),
    kind: text('kind', { enum: ['to', 'cc'] })
      .notNull()
      .default('to'),
    groupId: integer('group_id')
      .notNull()
      .references(() => entityGroups.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('mail_event_recipient_groups_event_group_idx').on(t.event, t.groupId)],
);
