import type { EDocumentKind, EDocumentState } from '@zerg/shared';
import { and, desc, eq, inArray, type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { DbOrTx, Tx } from '../../db/client.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { outerRef, qualified } from '../../platform/db/lookup.ts';
import { enqueueSend } from './e-document-queue.ts';
import { electronicDocuments as docs } from './electronic-document.table.ts';
import { parseSunatFileName } from './sunat-file-name.ts';
import type { PreparedDocument } from './ubl/prepared-document.ts';

export type RecordInput = {
  companyId: number;
  kind: EDocumentKind;
  /** The owner's record, e.g. `sales_document` or `travel_order`, and its id. */
  sourceType: string;
  sourceId: number;
  prepared: PreparedDocument;
};

/**
 * Records a prepared document as pending and queues its send, both in the caller's transaction: if
 * the owner's write rolls back, nothing is recorded and nothing is sent. A second record of the same
 * file name for the company fails on the unique index (the owner numbered one document twice).
 * Answers the record's id.
 */
export const recordElectronicDocument = async (
  tx: Tx,
  actor: { user: Pick<Actor['user'], 'id'> | null },
  { companyId, kind, sourceType, sourceId, prepared }: RecordInput,
): Promise<number> => {
  const name = parseSunatFileName(kind, prepared.fileName);
  if (!name) throw new Error(`not a SUNAT file name of a ${kind} document: ${prepared.fileName}`);
  const [row] = await tx
    .insert(docs)
    .values({
      companyId,
      kind,
      sourceType,
      sourceId,
      fileName: prepared.fileName,
      documentType: name.documentType,
      series: name.series,
      number: name.number,
      xml: prepared.xml,
      zip: prepared.zip,
      digestValue: prepared.digestValue,
      content: prepared.content,
      createdBy: actor.user?.id ?? null,
    })
    .returning({ id: docs.id });
  const id = (row as { id: number }).id;
  await enqueueSend(tx, id);
  return id;
};

export type ElectronicState = {
  /** The record's id: its detail, files and resend under /api/e-documents. */
  id: number;
  state: EDocumentState;
  code: string | null;
  description: string | null;
};

/**
 * The SUNAT state of the owner's records (by source id) for its lists: the latest record of each
 * (a document sent again under a new number is recorded again). Ids with no record are missing.
 */
export const electronicStatesOf = async (
  db: DbOrTx,
  sourceType: string,
  ids: readonly number[],
): Promise<Map<number, ElectronicState>> => {
  const wanted = [...new Set(ids)];
  if (!wanted.length) return new Map();
  const rows = await db
    .selectDistinctOn([docs.sourceId], {
      sourceId: docs.sourceId,
      id: docs.id,
      state: docs.state,
      code: docs.sunatCode,
      description: docs.sunatDescription,
    })
    .from(docs)
    .where(and(eq(docs.sourceType, sourceType), inArray(docs.sourceId, wanted)))
    .orderBy(docs.sourceId, desc(docs.id));
  return new Map(rows.map(({ sourceId, ...state }) => [sourceId, state]));
};

/**
 * The latest record of one owner's document, or undefined when none was recorded: its state (a
 * baja still awaiting SUNAT), and what its printed representation carries — the input it was signed
 * from (`content`), the signature's DigestValue (the hash under the QR) and SUNAT's CDR (a guía
 * prints the QR address it gives).
 */
export const electronicDocumentOf = async (db: DbOrTx, sourceType: string, sourceId: number) => {
  const [row] = await db
    .select({
      id: docs.id,
      createdAt: docs.createdAt,
      state: docs.state,
      code: docs.sunatCode,
      description: docs.sunatDescription,
      cdrZip: docs.cdrZip,
      digestValue: docs.digestValue,
      content: docs.content,
    })
    .from(docs)
    .where(and(eq(docs.sourceType, sourceType), eq(docs.sourceId, sourceId)))
    .orderBy(desc(docs.id))
    .limit(1);
  return row;
};

/**
 * A condition for the owner's list filter: the latest record of the source `sourceId` points at
 * (as `electronicStatesOf` reads it) is in `state`. A source never recorded never matches.
 */
export const electronicStateIs = (
  sourceType: string,
  sourceId: AnyPgColumn | SQLWrapper,
  state: EDocumentState,
): SQL =>
  sql`(select ${qualified(docs.state)} from ${docs} where ${qualified(docs.sourceType)} = ${sourceType}
    and ${qualified(docs.sourceId)} = ${outerRef(sourceId)} order by ${qualified(docs.id)} desc limit 1) = ${state}`;
