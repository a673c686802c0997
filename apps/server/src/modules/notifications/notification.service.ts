import {
  type Language,
  REALTIME_EVENTS,
  type RealtimeChannel,
  sectionsOfChannel,
  type TAllNotificationsQuery,
  type TMarkReadBody,
} from '@zerg/shared';
import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { countRows, pagedList } from '../../platform/db/paged-list.ts';
import type { Deps } from '../../platform/deps.ts';
import { publish, publishToUsers } from '../../platform/realtime/realtime-bus.ts';
import { type NoticeMessage, noticeText } from './notice-text.ts';
import { notifications } from './notification.table.ts';
import { usersWithSection } from './recipients.ts';

const UNREAD_SHOWN = 20;

/** A notification as its reader reads it: a notice kept as data in their language of now. */
const toDto = (lang: Language) => (n: typeof notifications.$inferSelect) => ({
  id: n.id,
  type: n.type,
  ...(n.message ? noticeText(lang, n.message) : { title: n.title, body: n.body }),
  link: n.link,
  readAt: n.readAt?.toISOString() ?? null,
  createdAt: n.createdAt.toISOString(),
});

export type NewNotification = {
  userId: number;
  type: string;
  title: string;
  body: string;
  message?: NoticeMessage | null;
  link?: string | null;
};

/**
 * Other modules call this inside their own transaction to tell a user about an event. Each
 * recipient's open sockets hear `notification` ({ id, type }) when the transaction commits, on
 * whichever app instance they are connected to; nothing is pushed if it rolls back.
 */
export const notify = async (tx: DbOrTx, items: NewNotification[]): Promise<number[]> => {
  if (!items.length) return [];
  const rows = await tx
    .insert(notifications)
    .values(items)
    .returning({ id: notifications.id, userId: notifications.userId, type: notifications.type });
  await publishToUsers(
    tx,
    rows.map((r) => ({
      userId: r.userId,
      event: REALTIME_EVENTS.notification,
      payload: { id: r.id, type: r.type.slice(0, 100) },
    })),
  );
  return rows.map((r) => r.id);
};

/**
 * A channel event that is also a notification (SPEC §7's `DriverCommentNotification`): every active
 * holder of a section of the channel's module gets it in the bell (so a client that was offline
 * catches up), and the channel's sockets hear the event with its payload (the alert).
 */
export const notifyChannel = async (
  tx: DbOrTx,
  message: {
    channel: RealtimeChannel;
    event: string;
    payload: Record<string, unknown>;
    notification: Omit<NewNotification, 'userId'>;
  },
): Promise<number[]> => {
  const recipients = new Set<number>();
  for (const sectionId of sectionsOfChannel(message.channel)) {
    for (const id of await usersWithSection(tx, sectionId)) recipients.add(id);
  }
  const ids = await notify(
    tx,
    [...recipients].map((userId) => ({ ...message.notification, userId })),
  );
  await publish(tx, message.channel, message.event, message.payload);
  return ids;
};

/** SPEC §7: a driver's comment reaches human resources at once (the driver module calls this). */
export const notifyDriverComment = (
  tx: DbOrTx,
  comment: { driverName: string; comment: string; link?: string | null },
): Promise<number[]> =>
  notifyChannel(tx, {
    channel: 'human-resources',
    event: REALTIME_EVENTS.driverComment,
    // The NOTIFY payload has a size limit; the full comment is in the notification's body.
    payload: { driver_name: comment.driverName.slice(0, 200), comment: comment.comment.slice(0, 1000) },
    notification: {
      type: 'driver_comment',
      title: comment.driverName,
      body: comment.comment,
      link: comment.link ?? null,
    },
  });

export const createNotificationService = ({ db }: Deps) => ({
  unread: async (actor: Actor, lang: Language) => {
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
    return { data: rows.map(toDto(lang)), total: count?.n ?? 0 };
  },

  all: async (
    actor: Actor,
    query: TAllNotificationsQuery & { page: number; perPage: number },
    lang: Language,
  ) => {
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
    return { data: page.data.map(toDto(lang)), total: page.total };
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
