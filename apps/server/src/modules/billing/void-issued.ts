import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { reverseJournalEntry } from '../bookkeeping/index.ts';
import { salesDocumentLines, salesDocuments } from './billing.table.ts';
import type { DocumentRow } from './sales-document.repository.ts';

/** The owner type of a comunicación de baja's record: its source id is the voided document's. */
export const VOID_SOURCE = 'sales_document_void';

type Voider = Pick<Actor, 'ip' | 'requestId'> & { user: { id: number } | null };

/**
 * Voids an issued document in the caller's transaction, whatever voids it (a cancelling credit
 * note, a comunicación de baja, SUNAT's rejection): its entry reversed on `reversal.date` when the
 * document's own entry must be undone (a credit note's entry already does it), the state voided,
 * its trips freed to be invoiced again, and the audit entry saying why (`after`).
 */
export const voidIssued = async (
  tx: DbOrTx,
  actor: Voider,
  row: DocumentRow,
  { now, reversal, after }: { now: Date; reversal?: { date: string; reason: string }; after: object },
): Promise<void> => {
  if (reversal && row.journalEntryId !== null)
    await reverseJournalEntry(tx, actor.user?.id ?? null, { id: row.journalEntryId, ...reversal });
  await tx
    .update(salesDocuments)
    .set({ state: 'voided', voidedAt: now, updatedAt: now })
    .where(eq(salesDocuments.id, row.id));
  await tx
    .update(salesDocumentLines)
    .set({ holdsTrip: false })
    .where(eq(salesDocumentLines.documentId, row.id));
  await recordAudit(tx, actor, {
    action: 'void',
    entity: 'sales_document',
    entityId: row.id,
    before: { state: row.state },
    after: { state: 'voided', ...after },
  });
};
