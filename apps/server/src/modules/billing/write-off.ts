import { msg, type TWriteOffBody } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest } from '../../platform/errors/app-error.ts';
import { limaToday } from '../../platform/time/lima-today.ts';
import { clientParty } from '../clients/index.ts';
import { billingWriteOffs } from './collection.table.ts';
import { postWriteOffEntry } from './collection-entry.ts';
import {
  assertWithinBalance,
  bookAmountOf,
  lockOpenDocuments,
  settleStates,
} from './receivable-documents.ts';

/**
 * Gives up a part of a document as uncollectible: at most what remains of that part (409 otherwise),
 * only on an issued or partially paid document (409 naming the state). The write-off, its entry
 * (68711/1911/1212 at book value), the document's new state and the audit entry commit together.
 */
export const writeOff =
  ({ db }: Deps) =>
  async (actor: Actor, body: TWriteOffBody): Promise<number> => {
    if (body.date > limaToday())
      throw badRequest('VALIDATION_ERROR', { date: [msg('validation.notFuture')] });
    return db.transaction(async (tx) => {
      const locked = await lockOpenDocuments(tx, [body.documentId], null, () => 'documentId');
      const doc = locked.get(body.documentId);
      if (!doc) throw badRequest('VALIDATION_ERROR', { documentId: [msg('validation.notFoundRef')] });
      if (doc.issueDate > body.date)
        throw badRequest('VALIDATION_ERROR', { date: [msg('validation.invalid')] });
      assertWithinBalance(doc, body.part, body.amount, 'amount');
      const bookPen = bookAmountOf(doc, body.part, body.amount);
      const client = await clientParty(tx, doc.clientId);
      const [row] = await tx
        .insert(billingWriteOffs)
        .values({
          documentId: doc.id,
          part: body.part,
          writeOffDate: body.date,
          amount: body.amount,
          bookAmountPen: bookPen,
          reason: body.reason,
          createdBy: actor.user.id,
        })
        .returning({ id: billingWriteOffs.id });
      if (!row) throw new Error('write-off not written');
      const entryId = await postWriteOffEntry(tx, actor.user.id, {
        companyId: doc.companyId,
        writeOffId: row.id,
        date: body.date,
        description: `${doc.fullNumber} · ${body.reason}`,
        document: { ...doc, bookPen },
        party: client ?? { name: '', document: '' },
      });
      await tx
        .update(billingWriteOffs)
        .set({ journalEntryId: entryId })
        .where(eq(billingWriteOffs.id, row.id));
      await settleStates(tx, [doc.id]);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'billing_write_off',
        entityId: row.id,
        after: { ...body, bookAmountPen: bookPen, entryId },
      });
      return row.id;
    });
  };
