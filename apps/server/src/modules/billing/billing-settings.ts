import type {
  TBillingClientSettings,
  TBillingClientSettingsBody,
  TBillingCompanySettings,
  TBillingCompanySettingsBody,
} from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { assertClient } from '../clients/index.ts';
import { companyById } from '../references/index.ts';
import { billingClientSettings, billingCompanySettings } from './billing.table.ts';

/** How a client is invoiced; a client never set is invoiced per service order, in Spanish. */
export const clientSettingsOf = async (db: DbOrTx, clientId: number): Promise<TBillingClientSettings> => {
  const client = await assertClient(db, clientId);
  const [row] = await db
    .select()
    .from(billingClientSettings)
    .where(eq(billingClientSettings.clientId, clientId));
  return {
    clientId,
    clientName: client.tradeName ?? client.legalName,
    paymentTermDays: client.paymentTermDays,
    grouping: row?.grouping ?? 'service_order',
    language: row?.language ?? 'es',
  };
};

export const companySettingsOf = async (db: DbOrTx, companyId: number): Promise<TBillingCompanySettings> => {
  const company = await companyById(db, companyId);
  if (!company) throw notFound();
  const [row] = await db
    .select()
    .from(billingCompanySettings)
    .where(eq(billingCompanySettings.companyId, companyId));
  return { companyId, companyName: company.name, detractionAccount: row?.detractionAccount ?? null };
};

/** Writes a client's settings (the demo seed passes its own transaction and actor). */
export const writeClientSettings = async (
  tx: DbOrTx,
  userId: number | null,
  body: TBillingClientSettingsBody,
) => {
  const values = {
    grouping: body.grouping,
    language: body.language,
    updatedBy: userId,
    updatedAt: new Date(),
  };
  await tx
    .insert(billingClientSettings)
    .values({ clientId: body.clientId, ...values })
    .onConflictDoUpdate({ target: billingClientSettings.clientId, set: values });
};

export const writeCompanySettings = async (
  tx: DbOrTx,
  userId: number | null,
  body: TBillingCompanySettingsBody,
) => {
  const values = { detractionAccount: body.detractionAccount, updatedBy: userId, updatedAt: new Date() };
  await tx
    .insert(billingCompanySettings)
    .values({ companyId: body.companyId, ...values })
    .onConflictDoUpdate({ target: billingCompanySettings.companyId, set: values });
};

export const saveClientSettings =
  ({ db }: Deps) =>
  async (actor: Actor, body: TBillingClientSettingsBody) => {
    const before = await clientSettingsOf(db, body.clientId);
    await db.transaction(async (tx) => {
      await writeClientSettings(tx, actor.user.id, body);
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'billing_client_settings',
        entityId: body.clientId,
        before,
        after: body,
      });
    });
    return clientSettingsOf(db, body.clientId);
  };

export const saveCompanySettings =
  ({ db }: Deps) =>
  async (actor: Actor, body: TBillingCompanySettingsBody) => {
    const before = await companySettingsOf(db, body.companyId);
    await db.transaction(async (tx) => {
      await writeCompanySettings(tx, actor.user.id, body);
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'billing_company_settings',
        entityId: body.companyId,
        before,
        after: body,
      });
    });
    return companySettingsOf(db, body.companyId);
  };
