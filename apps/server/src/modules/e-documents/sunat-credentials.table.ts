import { SUNAT_ENVIRONMENTS } from '@zerg/shared';
import { sql } from 'drizzle-orm';
import { check, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { actors } from '../../platform/audit/actor.table.ts';
import { companies } from '../references/index.ts';

/**
 * A company's SUNAT credentials, one row per company: the SOL user for the billService, the GRE
 * API's client, and where they go. The secrets are sealed (platform/crypto/secret-box.ts) and no
 * answer carries them. Addresses of a local SUNAT server replace beta's only, never production's.
 */
export const companySunatCredentials = pgTable(
  'company_sunat_credentials',
  {
    companyId: integer('company_id')
      .primaryKey()
      .references(() => companies.id, { onDelete: 'cascade' }),
    environment: text('environment', { enum: SUNAT_ENVIRONMENTS }).notNull(),
    solUser: text('sol_user').notNull(),
    solPasswordSealed: text('sol_password_sealed'),
    greClientId: text('gre_client_id'),
    greClientSecretSealed: text('gre_client_secret_sealed'),
    billServiceUrl: text('bill_service_url'),
    billConsultServiceUrl: text('bill_consult_service_url'),
    greTokenUrl: text('gre_token_url'),
    greApiUrl: text('gre_api_url'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => actors.id),
  },
  (t) => [
    check('company_sunat_credentials_environment_check', sql`${t.environment} in ('beta', 'production')`),
    check(
      'company_sunat_credentials_endpoints_beta_check',
      sql`${t.environment} = 'beta' or (${t.billServiceUrl} is null and ${t.billConsultServiceUrl} is null and ${t.greTokenUrl} is null and ${t.greApiUrl} is null)`,
    ),
  ],
);
