import { msg, type TTreasurySettings, type TTreasurySettingsBody } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import { companyById } from '../references/index.ts';
import { treasurySettings as settings } from './treasury.table.ts';

/** The soles up to which one person may make, approve and process a movement; null: never. */
export const singlePersonLimitOf = async (db: DbOrTx, companyId: number): Promise<string | null> => {
  const [row] = await db
    .select({ limit: settings.singlePersonLimit })
    .from(settings)
    .where(eq(settings.companyId, companyId));
  return row?.limit ?? null;
};

const read = async (db: DbOrTx, companyId: number): Promise<TTreasurySettings> => {
  const [row] = await db
    .select({
      limit: settings.singlePersonLimit,
      updatedAt: settings.updatedAt,
      updatedByName: actors.fullName,
    })
    .from(settings)
    .leftJoin(actors, eq(actors.id, settings.updatedBy))
    .where(eq(settings.companyId, companyId));
  return {
    companyId,
    singlePersonLimit: row?.limit ?? null,
    updatedAt: row ? row.updatedAt.toISOString() : null,
    updatedByName: row?.updatedByName ?? null,
  };
};

const checkCompany = async (db: DbOrTx, companyId: number) => {
  if (!(await companyById(db, companyId)))
    throw badRequest('VALIDATION_ERROR', { companyId: [msg('validation.notFoundRef')] });
};

/**
 * The company's treasury rules, in the company form (section 43): whoever may change the company
 * may loosen its separation of duties, not the treasury operators it binds.
 */
export const createTreasurySettingsService = ({ db }: Deps) => ({
  get: async (companyId: number) => {
    await checkCompany(db, companyId);
    return read(db, companyId);
  },

  update: async (actor: Actor, body: TTreasurySettingsBody) => {
    await checkCompany(db, body.companyId);
    await db.transaction(async (tx) => {
      const before = await singlePersonLimitOf(tx, body.companyId);
      const values = {
        singlePersonLimit: body.singlePersonLimit,
        updatedBy: actor.user.id,
        updatedAt: new Date(),
      };
      await tx
        .insert(settings)
        .values({ companyId: body.companyId, ...values })
        .onConflictDoUpdate({ target: settings.companyId, set: values });
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'treasury_settings',
        entityId: body.companyId,
        before: { singlePersonLimit: before },
        after: { singlePersonLimit: body.singlePersonLimit },
      });
    });
    return read(db, body.companyId);
  },
});

export type TreasurySettingsService = ReturnType<typeof createTreasurySettingsService>;
