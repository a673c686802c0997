import { boolean, index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { bankAccountTypes, banks } from '../references/index.ts';
import { employees } from './employee.table.ts';

export const employeeBankAccounts = pgTable(
  'employee_bank_accounts',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    bank: text('bank')
      .notNull()
      .references(() => banks.code),
    accountType: text('account_type')
      .notNull()
      .references(() => bankAccountTypes.code),
    accountNumber: text('account_number').notNull(),
    cci: text('cci').notNull(),
    currency: text('currency', { enum: ['PEN', 'USD'] })
      .notNull()
      .default('PEN'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('employee_bank_accounts_number_key').on(t.bank, t.accountNumber),
    index('employee_bank_accounts_employee_idx').on(t.employeeId),
  ],
);
