import type { TSunatCredentials, TSunatEndpoints } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { actors } from '../../platform/audit/actor.table.ts';
import { unseal } from '../../platform/crypto/secret-box.ts';
import { companyById } from '../references/index.ts';
import type { GreCredentials, SolCredentials, SunatEndpoints } from './sunat/sunat-types.ts';
import { companySunatCredentials as creds } from './sunat-credentials.table.ts';
import { endpointsFor } from './sunat-endpoints.ts';

const endpointsOf = (row: {
  billServiceUrl: string | null;
  billConsultServiceUrl: string | null;
  greTokenUrl: string | null;
  greApiUrl: string | null;
}): TSunatEndpoints | null =>
  row.billServiceUrl && row.greTokenUrl && row.greApiUrl
    ? {
        billService: row.billServiceUrl,
        billConsultService: row.billConsultServiceUrl,
        greToken: row.greTokenUrl,
        greApi: row.greApiUrl,
      }
    : null;

/** What may be shown of a company's credentials: whether each secret is set, never the secret. */
export const findCredentialsView = async (
  db: DbOrTx,
  companyId: number,
): Promise<TSunatCredentials | null> => {
  const [row] = await db
    .select({
      environment: creds.environment,
      solUser: creds.solUser,
      solPasswordSealed: creds.solPasswordSealed,
      greClientId: creds.greClientId,
      greClientSecretSealed: creds.greClientSecretSealed,
      billServiceUrl: creds.billServiceUrl,
      billConsultServiceUrl: creds.billConsultServiceUrl,
      greTokenUrl: creds.greTokenUrl,
      greApiUrl: creds.greApiUrl,
      updatedAt: creds.updatedAt,
      updatedBy: actors.fullName,
    })
    .from(creds)
    .leftJoin(actors, eq(actors.id, creds.updatedBy))
    .where(eq(creds.companyId, companyId));
  if (!row) return null;
  return {
    environment: row.environment,
    solUser: row.solUser,
    hasSolPassword: row.solPasswordSealed !== null,
    greClientId: row.greClientId,
    hasGreSecret: row.greClientSecretSealed !== null,
    endpoints: endpointsOf(row),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy: row.updatedBy,
  };
};

/** What a send needs: where to, the SOL user and, when the GRE client is set, the GRE credentials. */
export type SunatAccess = { endpoints: SunatEndpoints; sol: SolCredentials; gre: GreCredentials | null };

/** The company's credentials opened for a send, or null when it has none (or no SOL password). */
export const sunatAccessOf = async (db: DbOrTx, companyId: number): Promise<SunatAccess | null> => {
  const [row] = await db.select().from(creds).where(eq(creds.companyId, companyId));
  const company = await companyById(db, companyId);
  if (!row?.solPasswordSealed || !company) return null;
  // SUNAT's SOL user is the RUC followed by the user's name.
  const sol = {
    ruc: company.ruc,
    user: row.solUser,
    password: unseal(row.solPasswordSealed).toString('utf8'),
  };
  const gre =
    row.greClientId && row.greClientSecretSealed
      ? {
          ...sol,
          clientId: row.greClientId,
          clientSecret: unseal(row.greClientSecretSealed).toString('utf8'),
        }
      : null;
  return { endpoints: endpointsFor(row.environment, endpointsOf(row)), sol, gre };
};
