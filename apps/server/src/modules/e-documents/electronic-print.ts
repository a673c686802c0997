import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { electronicDocuments as docs } from './electronic-document.table.ts';

/**
 * What an owner's printed representation carries of its electronic document: the signature's
 * DigestValue (the hash printed under the QR), its state, and SUNAT's CDR for the GRE's QR
 * address. The latest record of the source, or null when it was never issued electronically.
 */
export const electronicPrintOf = async (db: DbOrTx, sourceType: string, sourceId: number) => {
  const [row] = await db
    .select({ digestValue: docs.digestValue, state: docs.state, cdrZip: docs.cdrZip })
    .from(docs)
    .where(and(eq(docs.sourceType, sourceType), eq(docs.sourceId, sourceId)))
    .orderBy(desc(docs.id))
    .limit(1);
  return row ?? null;
};
