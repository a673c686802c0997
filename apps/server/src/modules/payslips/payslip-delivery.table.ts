import { PAYSLIP_DELIVERY_RECORD_STATES } from '@zerg/shared';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { mailOutbox } from '../../platform/mail/outbox.table.ts';
import { employees } from '../employees/index.ts';
import { payrollRuns, payrollSlips } from '../payroll/index.ts';

/**
 * The electronic delivery of one payslip (DL 1310): the boleta signed with the company's
 * certificate, kept in the file storage, and the mail that carried it. Whether that mail left or
 * failed is the outbox row's; `opened_at` is set by the open-tracking image the mail carries. One row
 * per slip: sending a run again leaves a mailed slip alone, a resend replaces the mail it points at.
 */
export const payslipDeliveries = pgTable(
  'payslip_deliveries',
  {
    id: serial('id').primaryKey(),
    slipId: integer('slip_id')
      .notNull()
      .references(() => payrollSlips.id, { onDelete: 'cascade' }),
    runId: integer('run_id')
      .notNull()
      .references(() => payrollRuns.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id),
    state: text('state', { enum: PAYSLIP_DELIVERY_RECORD_STATES }).notNull(),
    outboxId: integer('outbox_id').references(() => mailOutbox.id, { onDelete: 'set null' }),
    signedFileKey: text('signed_file_key').notNull(),
    fileName: text('file_name').notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    sentTo: text('sent_to'),
    /** Random and unguessable: the open-tracking image's address, the only thing it reveals. */
    openToken: text('open_token').notNull(),
    openedAt: timestamp('opened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payslip_deliveries_slip_idx').on(t.slipId),
    uniqueIndex('payslip_deliveries_token_idx').on(t.openToken),
    index('payslip_deliveries_run_idx').on(t.runId),
    index('payslip_deliveries_employee_idx').on(t.employeeId),
  ],
);
