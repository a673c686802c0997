import type { TOutboxListQuery } from '@zerg/shared';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Deps } from '../../platform/deps.ts';
import { mailOutbox } from '../../platform/mail/outbox.table.ts';

export const createOutboxService = ({ db }: Deps) => ({
  list: async (query: TOutboxListQuery & { page: number; perPage: number }) => {
    const like = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
    const conditions = [
      like ? sql`(${mailOutbox.to} ilike ${like} or ${mailOutbox.subject} ilike ${like})` : undefined,
      query.filters?.status ? eq(mailOutbox.status, query.filters.status) : undefined,
    ].filter((c) => c !== undefined);
    const column = query.sortBy === 'to' ? mailOutbox.to : mailOutbox.createdAt;
    const rows = await db
      .select({ row: mailOutbox, total: sql<number>`count(*) over ()::int` })
      .from(mailOutbox)
      .where(conditions.length ? sql.join(conditions, sql` and `) : undefined)
      .orderBy(query.sortDesc || !query.sortBy ? desc(column) : asc(column), desc(mailOutbox.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage);
    return {
      total: rows[0]?.total ?? 0,
      data: rows.map(({ row }) => ({
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
