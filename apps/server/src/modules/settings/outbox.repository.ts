import type { TOutboxListQuery } from '@zerg/shared';
import { desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import { mailOutbox } from '../../platform/mail/outbox.table.ts';

export type OutboxQuery = TOutboxListQuery & { page: number; perPage: number };

/** The mail outbox's page: searched by address and subject, filtered by status and event. */
export const listOutbox = async (db: DbOrTx, query: OutboxQuery) => {
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
