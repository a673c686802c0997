import {
  MAIL_EVENT_IDS,
  MAIL_EVENTS,
  type MailEvent,
  type TEmailEventListQuery,
  type TEmailRecipientGroupListQuery,
  type TEmailRecipientListQuery,
} from '@zerg/shared';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  containsPattern,
  countRows,
  ordered,
  type PageInput,
  pagedList,
} from '../../platform/db/paged-list.ts';
import type { MailRecipient } from '../../platform/mail/mail.service.ts';
import { activeGroupMembers, entityGroupMemberCountOf, entityGroupNameOf } from '../entity-groups/index.ts';
import { userEmailOf, userFullNameOf, userIsActiveOf, userLanguageOf, userWhere } from '../users/index.ts';
import { mailEventRecipientGroups, mailEventRecipients, mailEventSettings } from './email-event.table.ts';

/**
 * The events come from the shared catalogue (a dozen), their switches and counts from the tables:
 * the page is cut in memory.
 */
export const listEmailEvents = async (db: DbOrTx, query: TEmailEventListQuery & PageInput) => {
  const [switches, recipients, groups] = await Promise.all([
    db.select().from(mailEventSettings),
    db
      .select({ event: mailEventRecipients.event, n: countRows })
      .from(mailEventRecipients)
      .groupBy(mailEventRecipients.event),
    db
      .select({ event: mailEventRecipientGroups.event, n: countRows })
      .from(mailEventRecipientGroups)
      .groupBy(mailEventRecipientGroups.event),
  ]);
  const count = (rows: { event: string; n: number }[], event: string) =>
    rows.find((r) => r.event === event)?.n ?? 0;
  const q = query.q?.toLowerCase();
  const rows = MAIL_EVENT_IDS.map((event) => ({
    event,
    module: MAIL_EVENTS[event].module,
    personal: MAIL_EVENTS[event].personal,
    enabled: switches.find((s) => s.event === event)?.enabled ?? true,
    recipientCount: count(recipients, event),
    groupCount: count(groups, event),
  }))
    .filter((r) => !q || r.event.includes(q) || r.module.includes(q))
    .filter((r) => query.filters?.enabled === undefined || r.enabled === query.filters.enabled)
    .filter((r) => !query.filters?.module || r.module === query.filters.module);
  const key = query.sortBy ?? 'event';
  rows.sort((a, b) => a[key].localeCompare(b[key]) * (query.sortDesc ? -1 : 1));
  const start = (query.page - 1) * query.perPage;
  return { total: rows.length, data: rows.slice(start, start + query.perPage) };
};

const recipientEmail = sql<string>`coalesce(${userEmailOf(mailEventRecipients.userId)}, ${mailEventRecipients.email})`;

export const listEmailRecipients = async (db: DbOrTx, query: TEmailRecipientListQuery & PageInput) => {
  const like = query.q ? containsPattern(query.q) : undefined;
  const conditions = [
    like
      ? sql`(${recipientEmail} ilike ${like} or ${userWhere(mailEventRecipients.userId, { nameContains: query.q })} or ${mailEventRecipients.event} ilike ${like})`
      : undefined,
    query.filters?.event ? eq(mailEventRecipients.event, query.filters.event) : undefined,
    query.filters?.kind ? eq(mailEventRecipients.kind, query.filters.kind) : undefined,
  ].filter((c) => c !== undefined);
  const where = conditions.length ? and(...conditions) : undefined;
  const column =
    query.sortBy === 'email'
      ? recipientEmail
      : query.sortBy === 'kind'
        ? mailEventRecipients.kind
        : query.sortBy === 'createdAt'
          ? mailEventRecipients.createdAt
          : mailEventRecipients.event;
  const page = await pagedList(
    query,
    db
      .select({
        id: mailEventRecipients.id,
        event: mailEventRecipients.event,
        kind: mailEventRecipients.kind,
        userId: mailEventRecipients.userId,
        fullName: userFullNameOf(mailEventRecipients.userId),
        email: recipientEmail,
        createdAt: mailEventRecipients.createdAt,
      })
      .from(mailEventRecipients)
      .where(where)
      .orderBy(ordered(column, query.sortDesc), asc(mailEventRecipients.id))
      .$dynamic(),
    db.select({ n: countRows }).from(mailEventRecipients).where(where),
  );
  return {
    total: page.total,
    data: page.data.map((r) => ({ ...r, event: r.event as MailEvent, createdAt: r.createdAt.toISOString() })),
  };
};

const groupName = entityGroupNameOf(mailEventRecipientGroups.groupId);

export const listEmailRecipientGroups = async (
  db: DbOrTx,
  query: TEmailRecipientGroupListQuery & PageInput,
) => {
  const like = query.q ? containsPattern(query.q) : undefined;
  const conditions = [
    like ? sql`(${groupName} ilike ${like} or ${mailEventRecipientGroups.event} ilike ${like})` : undefined,
    query.filters?.event ? eq(mailEventRecipientGroups.event, query.filters.event) : undefined,
    query.filters?.groupId ? eq(mailEventRecipientGroups.groupId, query.filters.groupId) : undefined,
  ].filter((c) => c !== undefined);
  const where = conditions.length ? and(...conditions) : undefined;
  const column =
    query.sortBy === 'groupName'
      ? groupName
      : query.sortBy === 'createdAt'
        ? mailEventRecipientGroups.createdAt
        : mailEventRecipientGroups.event;
  const page = await pagedList(
    query,
    db
      .select({
        id: mailEventRecipientGroups.id,
        event: mailEventRecipientGroups.event,
        kind: mailEventRecipientGroups.kind,
        groupId: mailEventRecipientGroups.groupId,
        groupName,
        memberCount: entityGroupMemberCountOf(mailEventRecipientGroups.groupId),
        createdAt: mailEventRecipientGroups.createdAt,
      })
      .from(mailEventRecipientGroups)
      .where(where)
      .orderBy(ordered(column, query.sortDesc), asc(mailEventRecipientGroups.id))
      .$dynamic(),
    db.select({ n: countRows }).from(mailEventRecipientGroups).where(where),
  );
  return {
    total: page.total,
    data: page.data.map((r) => ({ ...r, event: r.event as MailEvent, createdAt: r.createdAt.toISOString() })),
  };
};

/** The mail platform's `RecipientResolver`: an event's switch, recipients and group members now. */
export const resolveEventRecipients = async (
  db: DbOrTx,
  event: MailEvent,
): Promise<{ enabled: boolean; recipients: MailRecipient[] }> => {
  const [setting] = await db.select().from(mailEventSettings).where(eq(mailEventSettings.event, event));
  if (setting && !setting.enabled) return { enabled: false, recipients: [] };
  const direct = await db
    .select({
      kind: mailEventRecipients.kind,
      email: recipientEmail,
      language: userLanguageOf(mailEventRecipients.userId),
      userActive: userIsActiveOf(mailEventRecipients.userId),
    })
    .from(mailEventRecipients)
    .where(eq(mailEventRecipients.event, event));
  const groups = await db
    .select({ groupId: mailEventRecipientGroups.groupId, kind: mailEventRecipientGroups.kind })
    .from(mailEventRecipientGroups)
    .where(eq(mailEventRecipientGroups.event, event));
  const members = await activeGroupMembers(
    db,
    groups.map((g) => g.groupId),
  );
  const kindOf = new Map(groups.map((g) => [g.groupId, g.kind]));
  return {
    enabled: true,
    recipients: [
      ...direct
        .filter((r) => r.userActive !== false)
        .map((r) => ({ email: r.email, kind: r.kind, language: r.language ?? undefined })),
      ...members.map((m) => ({ email: m.email, kind: kindOf.get(m.groupId) ?? 'to', language: m.language })),
    ],
  };
};
