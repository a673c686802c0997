import { CESSATION_REASONS, DOCUMENT_TYPES, LICENCE_CATEGORIES } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { countries, districts, documentTypes, maritalStatuses } from '../references/index.ts';

/** The employee record: personal data. Job, family, bank, schedule and files hang off it. */
export const employees = pgTable(
  'employees',
  {
    id: serial('id').primaryKey(),
    personalCode: text('personal_code').notNull().unique(),
    attendanceCode: text('attendance_code').unique(),
    documentType: text('document_type', { enum: DOCUMENT_TYPES })
      .notNull()
      .references(() => documentTypes.code),
    documentNumber: text('document_number').notNull(),
    firstNames: text('first_names').notNull(),
    paternalSurname: text('paternal_surname').notNull(),
    maternalSurname: text('maternal_surname'),
    gender: text('gender', { enum: ['M', 'F'] }).notNull(),
    maritalStatus: text('marital_status')
      .notNull()
      .references(() => maritalStatuses.code),
    nationality: text('nationality')
      .notNull()
      .references(() => countries.code),
    birthDate: date('birth_date', { mode: 'string' }).notNull(),
    mobilePhone: text('mobile_phone').notNull(),
    homePhone: text('home_phone'),
    workPhone: text('work_phone'),
    personalEmail: text('personal_email'),
    workEmail: text('work_email'),
    address: text('address').notNull(),
    country: text('country')
      .notNull()
      .references(() => countries.code),
    districtUbigeo: text('district_ubigeo').references(() => districts.code),
    zipCode: text('zip_code'),
    bornAddress: text('born_address'),
    bloodType: text('blood_type'),
    pantSize: text('pant_size'),
    shirtSize: text('shirt_size'),
    shoeSize: text('shoe_size'),
    photoKey: text('photo_key'),
    /** The driving licence (brevete), if any: the expiry day is what the daily reminders read. */
    licenceNumber: text('licence_number'),
    licenceCategory: text('licence_category', { enum: LICENCE_CATEGORIES }),
    licenceIssueDate: date('licence_issue_date', { mode: 'string' }),
    licenceExpiryDate: date('licence_expiry_date', { mode: 'string' }),
    isActive: boolean('is_active').notNull().default(true),
    /** The last day worked (T-Registro's fecha de cese): employed, paid and marked that day. */
    inactiveSince: date('inactive_since', { mode: 'string' }),
    inactiveReason: text('inactive_reason'),
    /** `CESSATION_REASONS` of the shared package (T-Registro table 17). */
    cessationReason: text('cessation_reason', { enum: CESSATION_REASONS }),
    /**
     * Names in both orders, document and codes, lower-cased without accents: what the list search
     * matches, so "maria quispe" finds "María Quispe". `foldForSearch` folds the query the same way.
     */
    searchText: text('search_text')
      .notNull()
      .generatedAlwaysAs(
        sql`translate(lower(first_names || ' ' || paternal_surname || ' ' || coalesce(maternal_surname, '') || ' | ' || paternal_surname || ' ' || coalesce(maternal_surname, '') || ' ' || first_names || ' | ' || document_number || ' ' || personal_code || ' ' || coalesce(attendance_code, '')), 'áàäâéèëêíìïîóòöôúùüûñç', 'aaaaeeeeiiiioooouuuunc')`,
      ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('employees_document_idx').on(t.documentType, t.documentNumber),
    index('employees_name_idx').on(t.paternalSurname, t.maternalSurname, t.firstNames, t.id),
    index('employees_active_idx').on(t.isActive),
    // The list sorts by these with `id` as the tie-break; without them a deep page sorts every row.
    index('employees_document_number_idx').on(t.documentNumber, t.id),
    index('employees_personal_code_idx').on(t.personalCode, t.id),
    index('employees_search_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('employees_licence_expiry_idx')
      .on(t.licenceExpiryDate)
      .where(sql`${t.licenceExpiryDate} is not null`),
    check('employees_licence_dates_check', sql`${t.licenceExpiryDate} >= ${t.licenceIssueDate}`),
  ],
);
