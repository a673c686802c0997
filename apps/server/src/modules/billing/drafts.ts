import type { TSalesDraftBody, TSalesDraftUpdateBody } from '@zerg/shared';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { notFound } from '../../platform/errors/app-error.ts';
import { salesDocuments } from './billing.table.ts';
import { documentDetail } from './document-detail.ts';
import { wrongState } from './document-state.ts';
import { checkDraft, writeDraft } from './draft-write.ts';
import { findDocumentRow } from './sales-document.repository.ts';

/** A new draft factura or boleta: no number, no date, nothing posted. */
export const createDraft =
  ({ db }: Deps) =>
  async (actor: Actor, body: TSalesDraftBody) => {
    const checked = await checkDraft(db, body);
    const id = await db.transaction(async (tx) => {
      const documentId = await writeDraft(tx, actor.user.id, body, checked);
      await recordAudit(tx, actor, {
        action: 'create',
        entity: 'sales_document',
        entityId: documentId,
        after: body,
      });
      return documentId;
    });
    return documentDetail(db, actor, id);
  };

/** Only a draft is edited (409 naming the state otherwise); its lines are replaced whole. */
export const updateDraft =
  ({ db }: Deps) =>
  async (actor: Actor, body: TSalesDraftUpdateBody) => {
    const { id, ...input } = body;
    const checked = await checkDraft(db, input);
    await db.transaction(async (tx) => {
      const before = await findDocumentRow(tx, id, 'update');
      if (!before) throw notFound();
      if (before.state !== 'draft' || before.referenceId !== null) throw wrongState(before.state);
      await writeDraft(tx, actor.user.id, input, checked, id);
      await recordAudit(tx, actor, {
        action: 'update',
        entity: 'sales_document',
        entityId: id,
        before,
        after: input,
      });
    });
    return documentDetail(db, actor, id);
  };

/** A draft may be thrown away (its trips go back to the work to invoice); an issued document never. */
export const deleteDraft =
  ({ db }: Deps) =>
  async (actor: Actor, id: number) => {
    await db.transaction(async (tx) => {
      const before = await findDocumentRow(tx, id, 'update');
      if (!before) throw notFound();
      if (before.state !== 'draft') throw wrongState(before.state);
      await tx.delete(salesDocuments).where(eq(salesDocuments.id, id));
      await recordAudit(tx, actor, { action: 'delete', entity: 'sales_document', entityId: id, before });
    });
    return { ok: true as const };
  };
