import { boolean, date, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { relations } from '../references/index.ts';
import { employees } from './employee.table.ts';

const employeeRef = () =>
  integer('employee_id')
    .notNull()
    .references(() => employees.id, { onDelete: 'cascade' });

/** Children drive the asignación familiar (under 18, or studying up to 24). */
export const employeeChildren = pgTable(
  'employee_children',
  {
    id: serial('id').primaryKey(),
    employeeId: employeeRef(),
    fullName: text('full_name').notNull(),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    documentNumber: text('document_number'),
    studying: boolean('studying').notNull().default(false),
  },
  (t) => [index('employee_children_employee_idx').on(t.employeeId)],
);

export const employeeEmergencyContacts = pgTable(
  'employee_emergency_contacts',
  {
    id: serial('id').primaryKey(),
    employeeId: employeeRef(),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    relation: text('relation')
      .notNull()
      .references(() => relations.code),
  },
  (t) => [index('employee_contacts_employee_idx').on(t.employeeId)],
);

export const employeeStudies = pgTable(
  'employee_studies',
  {
    id: serial('id').primaryKey(),
    employeeId: employeeRef(),
    level: text('level').notNull(),
    institution: text('institution').notNull(),
    degree: text('degree'),
    startYear: integer('start_year'),
    endYear: integer('end_year'),
    completed: boolean('completed').notNull().default(false),
  },
  (t) => [index('employee_studies_employee_idx').on(t.employeeId)],
);

export const employeeWorkExperience = pgTable(
  'employee_work_experience',
  {
    id: serial('id').primaryKey(),
    employeeId: employeeRef(),
    company: text('company').notNull(),
    position: text('position').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }),
  },
  (t) => [index('employee_experience_employee_idx').on(t.employeeId)],
);
