import {
  CERTIFICATE_WARNING_DAYS,
  msg,
  type TSunatCredentialsAnswer,
  type TSunatCredentialsBody,
} from '@zerg/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { seal } from '../../platform/crypto/secret-box.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, notFound } from '../../platform/errors/app-error.ts';
import { companySigningCertificate } from '../organisation/index.ts';
import { companyById } from '../references/index.ts';
import { findCredentialsView } from './sunat-credentials.repository.ts';
import { companySunatCredentials as creds } from './sunat-credentials.table.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/** What the audit keeps of the credentials: never a secret, only whether one was set or changed. */
const audited = (row: typeof creds.$inferSelect) => ({
  environment: row.environment,
  solUser: row.solUser,
  hasSolPassword: row.solPasswordSealed !== null,
  greClientId: row.greClientId,
  hasGreSecret: row.greClientSecretSealed !== null,
  billServiceUrl: row.billServiceUrl,
  billConsultServiceUrl: row.billConsultServiceUrl,
  greTokenUrl: row.greTokenUrl,
  greApiUrl: row.greApiUrl,
});

/**
 * A company's SUNAT credentials (Settings › Companies): shown without their secrets, beside the
 * signing certificate's validity, and written with an audit entry that holds no secret.
 */
export const createSunatCredentialsService = ({ db }: Pick<Deps, 'db'>) => {
  const answer = async (companyId: number, now = new Date()): Promise<TSunatCredentialsAnswer> => {
    const certificate = await companySigningCertificate(db, companyId);
    const left = certificate ? certificate.notAfter.getTime() - now.getTime() : 0;
    return {
      companyId,
      credentials: await findCredentialsView(db, companyId),
      certificate: certificate && {
        validTo: certificate.notAfter.toISOString(),
        expired: left < 0,
        expiresSoon: left >= 0 && left <= CERTIFICATE_WARNING_DAYS * DAY_MS,
      },
    };
  };
  const company = async (id: number) => {
    if (!(await companyById(db, id))) throw notFound();
  };

  return {
    get: async (companyId: number) => {
      await company(companyId);
      return answer(companyId);
    },

    save: async (actor: Actor, body: TSunatCredentialsBody) => {
      await company(body.companyId);
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(creds)
          .where(eq(creds.companyId, body.companyId))
          .for('update');
        const solPasswordSealed = body.solPassword
          ? seal(Buffer.from(body.solPassword, 'utf8'))
          : (before?.solPasswordSealed ?? null);
        // A client id that changes needs its own secret; no client id keeps no secret.
        const sameClient = before?.greClientId === body.greClientId;
        const greClientSecretSealed = !body.greClientId
          ? null
          : body.greClientSecret
            ? seal(Buffer.from(body.greClientSecret, 'utf8'))
            : sameClient
              ? (before?.greClientSecretSealed ?? null)
              : null;
        const missing: Record<string, string[]> = {};
        if (!solPasswordSealed) missing.solPassword = [msg('validation.required')];
        if (body.greClientId && !greClientSecretSealed)
          missing.greClientSecret = [msg('validation.required')];
        if (Object.keys(missing).length) throw badRequest('VALIDATION_ERROR', missing);
        const values = {
          environment: body.environment,
          solUser: body.solUser,
          solPasswordSealed,
          greClientId: body.greClientId,
          greClientSecretSealed,
          billServiceUrl: body.endpoints?.billService ?? null,
          billConsultServiceUrl: body.endpoints?.billConsultService ?? null,
          greTokenUrl: body.endpoints?.greToken ?? null,
          greApiUrl: body.endpoints?.greApi ?? null,
          updatedAt: new Date(),
          updatedBy: actor.user.id,
        };
        const [after] = await tx
          .insert(creds)
          .values({ companyId: body.companyId, ...values })
          .onConflictDoUpdate({ target: creds.companyId, set: values })
          .returning();
        await recordAudit(tx, actor, {
          action: 'save_sunat_credentials',
          entity: 'company',
          entityId: body.companyId,
          before: before ? audited(before) : undefined,
          after: after && {
            ...audited(after),
            solPasswordChanged: Boolean(body.solPassword),
            greSecretChanged: Boolean(body.greClientId && body.greClientSecret),
          },
        });
      });
      return answer(body.companyId);
    },

    /**
     * Switches electronic issuing off: the company issues as before and sends nothing new. What
     * was already recorded keeps its state; a record still waiting to be sent stays until the
     * credentials return (the send fails for want of them).
     */
    remove: async (actor: Actor, companyId: number) => {
      await company(companyId);
      await db.transaction(async (tx) => {
        const [gone] = await tx.delete(creds).where(eq(creds.companyId, companyId)).returning();
        if (!gone) throw notFound();
        await recordAudit(tx, actor, {
          action: 'remove_sunat_credentials',
          entity: 'company',
          entityId: companyId,
          before: audited(gone),
        });
      });
      return answer(companyId);
    },
  };
};

export type SunatCredentialsService = ReturnType<typeof createSunatCredentialsService>;
