import { type Language, type TOutboxListQuery, translateMessage } from '@zerg/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import type { Deps } from '../../platform/deps.ts';
import { conflict, notFound } from '../../platform/errors/app-error.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { mailOutbox } from '../../platform/mail/outbox.table.ts';

type Query = TOutboxListQuery & { page: number; perPage: number };

export const createOutboxService = ({ db, mail }: Deps) => {
  const list = async (query: Query) => {
    const like = query.q ? containsPattern(query.q) : undefined;
    const conditions = [
      like
        ? sql`(${mailOutbox.to} ilike ${like} or ${mailOutbox.cc} ilike ${like} or ${mailOutbox.subject} ilike ${like})`
        : undefined,
      query.filters?.status ? eq(mailOutbox.status, query.filters.status) : undefined,
      query.filters?.event ? eq(mailOutbox.event, query.filters.event) : undefined,
    ].filter((c) => c !== undefined);
    const column = query.sortBy === 'to' ? mailOutbox.to : mailOutbox.createdAt;
    const where = conditions.length ? sql.join(conditions, sql` and `) : undefined;
    const page = await pagedList(
      query,
      db
        .select()
        .from(mailOutbox)
        .where(where)
        .orderBy(ordered(column, query.sortDesc || !query.sortBy), desc(mailOutbox.id))
        .$dynamic(),
      db.select({ n: countRows }).from(mailOutbox).where(where),
    );
    return {
      total: page.total,
      data: page.data.map((row) => ({
        id: row.id,
        event: row.event,
        to: row.to,
        cc: row.cc,
        subject: row.subject,
        text: row.text,
        language: row.language,
        status: row.status,
        error: row.error,
        attempts: row.attempts,
        createdAt: row.createdAt.toISOString(),
        sentAt: row.sentAt?.toISOString() ?? null,
      })),
    };
  };

  return {
    list,

    export: async (query: TOutboxListQuery, lang: Language) => {
      const { data } = await list({ ...query, page: 1, perPage: EXPORT_MAX_ROWS });
      const t = (key: string) => translateMessage(lang, `columns.${key}`);
      return toXlsx(
        t('outbox'),
        [
          { header: t('createdAt'), value: (r) => new Date(r.createdAt) },
          { header: t('event'), width: 28, value: (r) => r.event },
          { header: 'To', width: 36, value: (r) => r.to },
          { header: 'CC', width: 36, value: (r) => r.cc },
          { header: t('subject'), width: 48, value: (r) => r.subject },
          { header: t('status'), value: (r) => r.status },
          { header: t('attempts'), value: (r) => r.attempts },
          { header: t('error'), width: 48, value: (r) => r.error },
        ],
        data,
      );
    },

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
