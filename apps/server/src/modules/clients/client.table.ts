import {
  boolean,
  doublePrecision,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { districts } from '../references/index.ts';

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    documentType: text('document_type', { enum: ['RUC', 'DNI'] }).notNull(),
    documentNumber: text('document_number').notNull(),
    legalName: text('legal_name').notNull(),
    tradeName: text('trade_name'),
    paymentTermDays: integer('payment_term_days').notNull().default(0),
    currency: text('currency', { enum: ['PEN', 'USD'] })
      .notNull()
      .default('PEN'),
    creditLimit: numeric('credit_limit', { precision: 12, scale: 2 }).notNull().default('0.00'),
    isActive: boolean('is_active').notNull().default(true),
    createdBy: integer('created_by').references(() => actors.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('clients_document_idx').on(t.documentNumber),
    index('clients_legal_name_idx').on(t.legalName),
  ],
);

export const clientAddresses = pgTable(
  'client_addresses',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    ubigeo: text('ubigeo')
      .notNull()
      .references(() => districts.code),
    address: text('address').notNull(),
    reference: text('reference'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('client_addresses_client_idx').on(t.clientId)],
);

/**
 * Where the goods are handed over. Later orders point at these rows, so an edit of the client keeps
 * the ids of the points it still lists (see the module README).
 */
export const clientDeliveryPoints = pgTable(
  'client_delivery_points',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    addressId: integer('address_id')
      .notNull()
      .references(() => clientAddresses.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    ubigeo: text('ubigeo')
      .notNull()
      .references(() => districts.code),
    contactName: text('contact_name'),
    contactPhone: text('contact_phone'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    index('client_delivery_points_client_idx').on(t.clientId),
    index('client_delivery_points_address_idx').on(t.addressId),
  ],
);

export const clientContacts = pgTable(
  'client_contacts',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    role: text('role'),
    phone: text('phone'),
    email: text('email'),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('client_contacts_client_idx').on(t.clientId)],
);
