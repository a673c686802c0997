import {
  type EDocumentKind,
  type EDocumentState,
  SECTION_IDS,
  type TEDocumentDetail,
  type TEDocumentListQuery,
} from '@zerg/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { AppError, notFound } from '../../platform/errors/app-error.ts';
import type { FileAnswer } from '../../platform/http/send-file.ts';
import { enqueueSend } from './e-document-queue.ts';
import {
  type EDocumentQuery,
  findEDocument,
  findEDocumentFiles,
  listEDocuments,
} from './electronic-document.repository.ts';
import { electronicDocuments as docs } from './electronic-document.table.ts';

/** The kinds a section shows: sales documents and their bajas, or the trips' GRE. */
const KINDS_OF_SECTION: [number, EDocumentKind[]][] = [
  [SECTION_IDS.SALES_DOCUMENTS, ['sales', 'voided']],
  [SECTION_IDS.TRAVEL_ORDERS, ['despatch']],
];

const kindsOf = (actor: Actor): EDocumentKind[] =>
  KINDS_OF_SECTION.flatMap(([section, kinds]) => (actor.user.sections.has(section) ? kinds : []));

/** 409 naming the record's state, in the caller's language. */
const wrongState = (state: EDocumentState) =>
  new AppError(409, 'E_DOCUMENT_STATE', {
    fields: { state: ['errors.E_DOCUMENT_STATE'] },
    keyParams: { state: `eDocuments.state.${state}` },
  });

/**
 * The electronic documents' screen: each user sees the kinds of their sections; a record of
 * another kind answers 404, as one that does not exist.
 */
export const createEDocumentService = ({ db }: Pick<Deps, 'db'>) => {
  const visible = <T extends { kind: EDocumentKind }>(actor: Actor, row: T | null): T => {
    if (!row || !kindsOf(actor).includes(row.kind)) throw notFound();
    return row;
  };

  return {
    list: (actor: Actor, query: TEDocumentListQuery) =>
      listEDocuments(db, kindsOf(actor), query as EDocumentQuery),

    get: async (actor: Actor, id: number): Promise<TEDocumentDetail> =>
      visible(actor, await findEDocument(db, id)),

    xml: async (actor: Actor, id: number): Promise<FileAnswer> => {
      const row = visible(actor, await findEDocumentFiles(db, id));
      return { fileName: `${row.fileName}.xml`, mime: 'application/xml', content: row.xml };
    },

    cdr: async (actor: Actor, id: number): Promise<FileAnswer> => {
      const row = visible(actor, await findEDocumentFiles(db, id));
      if (!row.cdrZip) throw notFound();
      return { fileName: `R-${row.fileName}.zip`, mime: 'application/zip', content: row.cdrZip };
    },

    /**
     * Back to pending and queued: a `failed` record, or one SUNAT rejected without a CDR (a fault:
     * SUNAT registered nothing). A rejection with a CDR spends the number: SUNAT keeps it as
     * rejected and refuses it again, so the owner issues a new document instead.
     */
    resend: async (actor: Actor, id: number): Promise<TEDocumentDetail> => {
      visible(actor, await findEDocument(db, id));
      await db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            state: docs.state,
            hasCdr: docs.cdrZip,
            attempts: docs.attempts,
            lastError: docs.lastError,
          })
          .from(docs)
          .where(eq(docs.id, id))
          .for('update');
        if (!row) throw notFound();
        if (row.state === 'rejected' && row.hasCdr) throw new AppError(409, 'E_DOCUMENT_NUMBER_SPENT');
        if (row.state !== 'failed' && row.state !== 'rejected') throw wrongState(row.state);
        await tx
          .update(docs)
          .set({
            state: 'pending',
            attempts: 0,
            ticket: null,
            lastError: null,
            nextAttemptAt: null,
            sunatCode: null,
            sunatDescription: null,
            notes: [],
            answeredAt: null,
          })
          .where(eq(docs.id, id));
        await enqueueSend(tx, id);
        await recordAudit(tx, actor, {
          action: 'resend',
          entity: 'electronic_document',
          entityId: id,
          before: { state: row.state, attempts: row.attempts, lastError: row.lastError },
          after: { state: 'pending' },
        });
      });
      return visible(actor, await findEDocument(db, id));
    },
  };
};

export type EDocumentService = ReturnType<typeof createEDocumentService>;
