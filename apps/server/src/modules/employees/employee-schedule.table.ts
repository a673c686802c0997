import {
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  time,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { employees } from './employee.table.ts';

/** A weekly schedule in force from a date until the next one; older ones stay as history. */
export const employeeSchedules = pgTable(
  'employee_schedules',
  {
    id: serial('id').primaryKey(),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    effectiveFrom: date('effective_from', { mode: 'string' }).notNull(),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('employee_schedules_employee_from_key').on(t.employeeId, t.effectiveFrom),
    index('employee_schedules_employee_idx').on(t.employeeId),
  ],
);

export const employeeScheduleDays = pgTable(
  'employee_schedule_days',
  {
    scheduleId: integer('schedule_id')
      .notNull()
      .references(() => employeeSchedules.id, { onDelete: 'cascade' }),
    weekday: integer('weekday').notNull(),
    dayOff: boolean('day_off').notNull(),
    entryTime: time('entry_time'),
    breakStart: time('break_start'),
    breakEnd: time('break_end'),
    exitTime: time('exit_time'),
  },
  (t) => [primaryKey({ columns: [t.scheduleId, t.weekday] })],
);
