import type { TAllNotificationsQuery, TMarkReadBody } from '@zerg/shared';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { countRows, pagedList } from '../../platform/db/paged-list.ts';
import type { Deps } from '../../platform/deps.ts';
import { notifications } from './notification.table.ts';

const UNREAD_SHOWN = 20;

const toDto = (n: typeof notifications.$inferSelect) => ({
  id: n.id,
  type: n.type,
  title: n.title,
  body: n.body,
  link: n.link,
  readAt: n.readAt?.toISOString() ?? null,
  createdAt: n.createdAt.toISOString(),
});

export type NewNotification = {
  userId: number;
  type: string;
  title: string;
  body: string;
  link?: string | null;
};

/** Other modules call this inside their own transaction to tell a user about an event. */
export const notify = async (tx: DbOrTx, items: NewNotification[]): Promise<void> => {
  if (items.length) await tx.insert(notifications).values(items);
};

export const createNotificationService = ({ db }: Deps) => ({
  unread: async (actor: Actor) => {
    const mine = and(eq(notifications.userId, actor.user.id), isNull(notifications.readAt));
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(notifications)
        .where(mine)
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(UNREAD_SHOWN),
      db.select({ n: countRows }).from(notifications).where(mine),
    ]);
    return { data: rows.map(toDto), total: count?.n ?? 0 };
  },

  all: async (actor: Actor, query: TAllNotificationsQuery & { page: number; perPage: number }) => {
    const where = and(
      eq(notifications.userId, actor.user.id),
      query.filters?.unread ? isNull(notifications.readAt) : undefined,
    );
    const page = await pagedList(
      query,
      db
        .select()
        .from(notifications)
        .where(where)
        .orderBy(
          query.sortDesc === false && query.sortBy ? notifications.createdAt : desc(notifications.createdAt),
          desc(notifications.id),
        )
        .$dynamic(),
      db.select({ n: countRows }).from(notifications).where(where),
    );
    return { data: page.data.map(toDto), total: page.total };
  },

  markRead: async (actor: Actor, body: TMarkReadBody) => {
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(notifications)
        .set({ readAt: new Date() })
        .where(
          and(
            eq(notifications.userId, actor.user.id),
            isNull(notifications.readAt),
            body.all ? undefined : inArray(notifications.id, body.ids?.length ? body.ids : [-1]),
          ),
        )
        .returning({ id: notifications.id });
      if (changed.length) {
        await recordAudit(tx, actor, {
          action: 'mark_read',
          entity: 'notification',
          entityId: null,
          after: { ids: changed.map((c) => c.id) },
        });
      }
    });
  },
});

export type NotificationService = ReturnType<typeof createNotificationService>;
