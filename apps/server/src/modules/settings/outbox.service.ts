import { eq } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import type { ExportDeps } from '../../platform/export/list-export.ts';
import { mailOutbox } from '../../platform/mail/outbox.table.ts';
import { listOutbox, type OutboxQuery } from './outbox.repository.ts';
import { outboxExport } from './outbox-export.ts';

export const createOutboxService = (deps: Deps & ExportDeps) => {
  const { db, mail } = deps;
  return {
    list: (query: OutboxQuery) => listOutbox(db, query),

    export: outboxExport.answer.bind(null, deps),

    /** An administrator sends a failed mail again: it goes back to the queue with fresh retries. */
    retry: async (actor: Actor, id: number) => {
      await db.transaction(async (tx) => {
        const [row] = await tx.select().from(mailOutbox).where(eq(mailOutbox.id, id)).for('update');
        if (!row) throw notFound();
        if (row.status !== 'failed') throw conflict('MAIL_NOT_FAILED', { id: ['errors.MAIL_NOT_FAILED'] });
        await mail.requeue(tx, id);
        await recordAudit(tx, actor, {
          action: 'retry_mail',
          entity: 'mail_outbox',
          entityId: id,
          before: { status: row.status, error: row.error, attempts: row.attempts },
          after: { status: 'queued' },
        });
      });
      return { ok: true as const };
    },
  };
};

export type OutboxService = ReturnType<typeof createOutboxService>;
