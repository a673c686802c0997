import type { TOutboxListQuery } from '@zerg/shared';
import { desc, eq, sql } from 'drizzle-orm';
import { containsPattern, countRows, ordered, pagedList } from '../../platform/db/paged-list.ts';
import type { Deps } from '../../platform/deps.ts';
import { mailOutbox } from '../../platform/mail/outbox.table.ts';

export const createOutboxService = ({ db }: Deps) => ({
  list: async (query: TOutboxListQuery & { page: number; perPage: number }) => {
    const like = query.q ? containsPattern(query.q) : undefined;
    const conditions = [
      like ? sql`(${mailOutbox.to} ilike ${like} or ${mailOutbox.subject} ilike ${like})` : undefined,
      query.filters?.status ? eq(mailOutbox.status, query.filters.status) : undefined,
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
        to: row.to,
        subject: row.subject,
        text: row.text,
        status: row.status,
        createdAt: row.createdAt.toISOString(),
      })),
    };
  },
});

export type OutboxService = ReturnType<typeof createOutboxService>;
