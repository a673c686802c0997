import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { companies } from '../references/index.ts';

export const vehicleBrands = pgTable(
  'vehicle_brands',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('vehicle_brands_name_idx').on(sql`lower(${t.name})`)],
);

export const vehicleModels = pgTable(
  'vehicle_models',
  {
    id: serial('id').primaryKey(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => vehicleBrands.id),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    uniqueIndex('vehicle_models_brand_name_idx').on(t.brandId, sql`lower(${t.name})`),
    // Lets vehicles reference (brand, model) together, so a model of another brand cannot be stored.
    unique('vehicle_models_brand_id_key').on(t.brandId, t.id),
  ],
);

/** Tractor unit, semi-trailer, rigid truck…; rates and toll fares depend on the type and its axles. */
export const vehicleTypes = pgTable(
  'vehicle_types',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    defaultAxles: integer('default_axles').notNull(),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('vehicle_types_name_idx').on(sql`lower(${t.name})`)],
);

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    plate: text('plate').notNull(),
    brandId: integer('brand_id')
      .notNull()
      .references(() => vehicleBrands.id),
    modelId: integer('model_id')
      .notNull()
      .references(() => vehicleModels.id),
    typeId: integer('type_id')
      .notNull()
      .references(() => vehicleTypes.id),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id),
    year: integer('year').notNull(),
    odometerKm: integer('odometer_km').notNull().default(0),
    capacityM3: numeric('capacity_m3', { precision: 8, scale: 2 }),
    capacityTons: numeric('capacity_tons', { precision: 8, scale: 2 }),
    tareKg: numeric('tare_kg', { precision: 9, scale: 2 }).notNull(),
    payloadKg: numeric('payload_kg', { precision: 9, scale: 2 }).notNull(),
    grossKg: numeric('gross_kg', { precision: 9, scale: 2 }).notNull(),
    lengthM: numeric('length_m', { precision: 5, scale: 2 }),
    widthM: numeric('width_m', { precision: 5, scale: 2 }),
    heightM: numeric('height_m', { precision: 5, scale: 2 }),
    axles: integer('axles').notNull(),
    notes: text('notes'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vehicles_plate_idx').on(t.plate),
    index('vehicles_type_idx').on(t.typeId),
    foreignKey({
      name: 'vehicles_brand_model_fk',
      columns: [t.brandId, t.modelId],
      foreignColumns: [vehicleModels.brandId, vehicleModels.id],
    }),
    check(
      'vehicles_weights_check',
      sql`${t.tareKg} >= 0 and ${t.payloadKg} >= 0 and ${t.grossKg} >= ${t.tareKg}`,
    ),
  ],
);

/**
 * SOAT, technical inspection and MTC certificate of a vehicle. A renewal adds a row, so the history
 * stays; the one in force on a day is the row whose issue–expiry range holds it.
 */
export const vehicleDocuments = pgTable(
  'vehicle_documents',
  {
    id: serial('id').primaryKey(),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id),
    kind: text('kind', { enum: ['soat', 'technical_inspection', 'mtc_certificate'] }).notNull(),
    number: text('number').notNull(),
    issueDate: date('issue_date', { mode: 'string' }).notNull(),
    expiryDate: date('expiry_date', { mode: 'string' }).notNull(),
    originalName: text('original_name'),
    storageKey: text('storage_key'),
    mimeType: text('mime_type'),
    size: integer('size'),
    uploadedBy: integer('uploaded_by').references(() => actors.id),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vehicle_documents_vehicle_idx').on(t.vehicleId, t.kind, t.expiryDate),
    check('vehicle_documents_dates_check', sql`${t.expiryDate} >= ${t.issueDate}`),
  ],
);
