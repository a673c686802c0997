import {
  isPersonalEvent,
  type Language,
  type TEmailEventListQuery,
  type TEmailEventUpdateBody,
  type TEmailRecipientCreateBody,
  type TEmailRecipientGroupCreateBody,
  type TEmailRecipientGroupListQuery,
  type TEmailRecipientListQuery,
  type TEmailRecipientUpdateBody,
  translateMessage,
} from '@zerg/shared';
import { and, eq, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import { EXPORT_MAX_ROWS, toXlsx } from '../../platform/export/xlsx.ts';
import { entityGroupById } from '../entity-groups/index.ts';
import { usersById } from '../users/index.ts';
import { listEmailEvents, listEmailRecipientGroups, listEmailRecipients } from './email-event.repository.ts';
import { mailEventRecipientGroups, mailEventRecipients, mailEventSettings } from './email-event.table.ts';

type Paged<Q> = Q & { page: number; perPage: number };

const recipientTaken = (field: string) =>
  conflict('RECIPIENT_ALREADY_IN_EVENT', { [field]: ['errors.RECIPIENT_ALREADY_IN_EVENT'] });
const groupTaken = () => conflict('RECIPIENT_GROUP_EXISTS', { groupId: ['errors.RECIPIENT_GROUP_EXISTS'] });
const personal = (field: string) => badRequest('PERSONAL_EVENT', { [field]: ['errors.PERSONAL_EVENT'] });

export const createEmailEventService = ({ db }: Deps) => {
  const label = (lang: Language) => (key: string) => translateMessage(lang, `columns.${key}`);

  return {
    listEvents: (query: Paged<TEmailEventListQuery>) => listEmailEvents(db, query),
    listRecipients: (query: Paged<TEmailRecipientListQuery>) => listEmailRecipients(db, query),
    listGroups: (query: Paged<TEmailRecipientGroupListQuery>) => listEmailRecipientGroups(db, query),

    // Built in the request, bounded by nature: the e-mail events the code defines.
    exportEvents: async (query: TEmailEventListQuery, lang: Language) => {
      const { data } = await listEmailEvents(db, { ...query, page: 1, perPage: EXPORT_MAX_ROWS });
      const t = label(lang);
      return toXlsx(
        t('emailEvents'),
        [
          { header: t('event'), width: 32, value: (r) => r.event },
          { header: t('modules'), value: (r) => r.module },
          { header: t('enabled'), value: (r) => t(r.enabled ? 'active' : 'inactive') },
          { header: t('recipientCount'), value: (r) => r.recipientCount },
          { header: t('groupCount'), value: (r) => r.groupCount },
        ],
        data,
      );
    },
    // Built in the request, bounded by nature: an event's recipients, a few per event.
    exportRecipients: async (query: TEmailRecipientListQuery, lang: Language) => {
      const { data } = await listEmailRecipients(db, { ...query, page: 1, perPage: EXPORT_MAX_ROWS });
      const t = label(lang);
      return toXlsx(
        t('recipients'),
        [
          { header: t('event'), width: 32, value: (r) => r.event },
          { header: t('kind'), value: (r) => r.kind.toUpperCase() },
          { header: t('fullName'), width: 32, value: (r) => r.fullName },
          { header: t('email'), width: 36, value: (r) => r.email },
          { header: t('createdAt'), value: (r) => new Date(r.createdAt) },
        ],
        data,
      );
    },
    // Built in the request, bounded by nature: the recipient groups, a handful.
    exportGroups: async (query: TEmailRecipientGroupListQuery, lang: Language) => {
      const { data } = await listEmailRecipientGroups(db, { ...query, page: 1, perPage: EXPORT_MAX_ROWS });
      const t = label(lang);
      return toXlsx(
        t('recipientGroups'),
        [
          { header: t('event'), width: 32, value: (r) => r.event },
          { header: t('kind'), value: (r) => r.kind.toUpperCase() },
          { header: t('group'), width: 32, value: (r) => r.groupName },
          { header: t('members'), value: (r) => r.memberCount },
          { header: t('createdAt'), value: (r) => new Date(r.createdAt) },
        ],
        data,
      );
    },

    updateEvent: async (actor: Actor, body: TEmailEventUpdateBody) => {
      if (isPersonalEvent(body.event) && !body.enabled) throw personal('enabled');
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(mailEventSettings)
          .where(eq(mailEventSettings.event, body.event));
        await tx
          .insert(mailEventSettings)
          .values({ event: body.event, enabled: body.enabled })
          .onConflictDoUpdate({
            target: mailEventSettings.event,
            set: { enabled: body.enabled, updatedAt: new Date() },
          });
        await recordAudit(tx, actor, {
          action: 'update',
          entity: 'mail_event',
          entityId: body.event,
          before: { enabled: before?.enabled ?? true },
          after: { enabled: body.enabled },
        });
      });
      const { data } = await listEmailEvents(db, { page: 1, perPage: 100, q: body.event, sortDesc: false });
      const item = data.find((e) => e.event === body.event);
      if (!item) throw notFound();
      return item;
    },

    addRecipient: async (actor: Actor, body: TEmailRecipientCreateBody) => {
      if (isPersonalEvent(body.event)) throw personal('event');
      const field = body.userId !== null ? 'userId' : 'email';
      if (body.userId !== null) {
        const user = (await usersById(db, [body.userId])).get(body.userId);
        if (!user) throw badRequest('VALIDATION_ERROR', { userId: ['validation.invalid'] });
      }
      const match =
        body.userId !== null
          ? eq(mailEventRecipients.userId, body.userId)
          : sql`lower(${mailEventRecipients.email}) = lower(${body.email})`;
      const [taken] = await db
        .select({ id: mailEventRecipients.id })
        .from(mailEventRecipients)
        .where(and(eq(mailEventRecipients.event, body.event), match));
      if (taken) throw recipientTaken(field);
      try {
        const id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(mailEventRecipients)
            .values({ event: body.event, kind: body.kind, userId: body.userId, email: body.email || null })
            .returning({ id: mailEventRecipients.id });
          if (!row) throw new Error('insert returned nothing');
          await recordAudit(tx, actor, {
            action: 'add_recipient',
            entity: 'mail_event',
            entityId: body.event,
            after: body,
          });
          return row.id;
        });
        return { id };
      } catch (err) {
        if (isUniqueViolation(err)) throw recipientTaken(field);
        throw err;
      }
    },

    updateRecipient: async (actor: Actor, body: TEmailRecipientUpdateBody) => {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(mailEventRecipients)
          .where(eq(mailEventRecipients.id, body.id));
        if (!before) throw notFound();
        await tx
          .update(mailEventRecipients)
          .set({ kind: body.kind })
          .where(eq(mailEventRecipients.id, body.id));
        await recordAudit(tx, actor, {
          action: 'update_recipient',
          entity: 'mail_event',
          entityId: before.event,
          before: { id: before.id, kind: before.kind },
          after: { id: body.id, kind: body.kind },
        });
      });
      return { id: body.id };
    },

    removeRecipient: async (actor: Actor, id: number) => {
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(mailEventRecipients)
          .where(eq(mailEventRecipients.id, id))
          .returning();
        if (!removed) throw notFound();
        await recordAudit(tx, actor, {
          action: 'remove_recipient',
          entity: 'mail_event',
          entityId: removed.event,
          before: { userId: removed.userId, email: removed.email, kind: removed.kind },
        });
      });
      return { ok: true as const };
    },

    addGroup: async (actor: Actor, body: TEmailRecipientGroupCreateBody) => {
      if (isPersonalEvent(body.event)) throw personal('event');
      const group = await entityGroupById(db, body.groupId);
      if (!group) throw badRequest('VALIDATION_ERROR', { groupId: ['validation.invalid'] });
      const [taken] = await db
        .select({ id: mailEventRecipientGroups.id })
        .from(mailEventRecipientGroups)
        .where(
          and(
            eq(mailEventRecipientGroups.event, body.event),
            eq(mailEventRecipientGroups.groupId, body.groupId),
          ),
        );
      if (taken) throw groupTaken();
      try {
        const id = await db.transaction(async (tx) => {
          const [row] = await tx
            .insert(mailEventRecipientGroups)
            .values(body)
            .returning({ id: mailEventRecipientGroups.id });
          if (!row) throw new Error('insert returned nothing');
          await recordAudit(tx, actor, {
            action: 'add_recipient_group',
            entity: 'mail_event',
            entityId: body.event,
            after: body,
          });
          return row.id;
        });
        return { id };
      } catch (err) {
        if (isUniqueViolation(err)) throw groupTaken();
        throw err;
      }
    },

    removeGroup: async (actor: Actor, id: number) => {
      await db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(mailEventRecipientGroups)
          .where(eq(mailEventRecipientGroups.id, id))
          .returning();
        if (!removed) throw notFound();
        await recordAudit(tx, actor, {
          action: 'remove_recipient_group',
          entity: 'mail_event',
          entityId: removed.event,
          before: { groupId: removed.groupId, kind: removed.kind },
        });
      });
      return { ok: true as const };
    },
  };
};

export type EmailEventService = ReturnType<typeof createEmailEventService>;
