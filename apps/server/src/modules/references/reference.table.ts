import { boolean, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { areas } from '../catalog/index.ts';

/**
 * Reference catalogues every company needs (production too), written by reference-sync.ts at start.
 * Keys are the official codes (SUNAT, INEI ubigeo, SBS bank codes) so they never need a lookup.
 */
export const documentTypes = pgTable('document_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const maritalStatuses = pgTable('marital_statuses', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const relations = pgTable('relations', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const countries = pgTable('countries', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const departments = pgTable('departments', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const provinces = pgTable('provinces', {
  code: text('code').primaryKey(),
  departmentCode: text('department_code')
    .notNull()
    .references(() => departments.code),
  name: text('name').notNull(),
});

export const districts = pgTable('districts', {
  code: text('code').primaryKey(),
  provinceCode: text('province_code')
    .notNull()
    .references(() => provinces.code),
  name: text('name').notNull(),
});

export const laborRegimes = pgTable('labor_regimes', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
  vacationDays: integer('vacation_days').notNull(),
});

export const pensionSystems = pgTable('pension_systems', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/** Peruvian banks by their SBS code, which is also the first three digits of a CCI. */
export const banks = pgTable('banks', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

export const bankAccountTypes = pgTable('bank_account_types', {
  code: text('code').primaryKey(),
  name: text('name').notNull(),
});

/** The employer companies (empresas): `name` is the legal name (razón social) SUNAT knows. */
export const companies = pgTable('companies', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  ruc: text('ruc').notNull().unique(),
  tradeName: text('trade_name'),
  address: text('address'),
  districtCode: text('district_code').references(() => districts.code),
  phone: text('phone'),
  email: text('email'),
  /** The carrier's registration at the MTC (número de registro MTC), printed on its GRE transportista. */
  mtcRegistration: text('mtc_registration'),
  logoKey: text('logo_key'),
  isActive: boolean('is_active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Job positions ("roles per area"), distinct from the users' permission roles. */
export const positions = pgTable(
  'positions',
  {
    id: serial('id').primaryKey(),
    areaId: integer('area_id')
      .notNull()
      .references(() => areas.id),
    name: text('name').notNull(),
  },
  (t) => [unique('positions_area_name_key').on(t.areaId, t.name)],
);
