import { z } from 'zod';
import { MAIL_EVENT_IDS, RECIPIENT_KINDS } from '../catalog/mail-events.ts';
import { msg } from '../validation/message.ts';
import { email } from '../validation/rules.ts';
import { dbId, listQuery, listResponse } from './common.ts';

export const ZMailEvent = z.enum(MAIL_EVENT_IDS, { error: msg('validation.invalid') });
const ZKind = z.enum(RECIPIENT_KINDS, { error: msg('validation.invalid') });

export const ZEmailEventItem = z.object({
  event: ZMailEvent,
  module: z.string(),
  personal: z.boolean(),
  enabled: z.boolean(),
  recipientCount: z.number(),
  groupCount: z.number(),
});
export type TEmailEventItem = z.infer<typeof ZEmailEventItem>;
export const ZEmailEventListQuery = listQuery(
  z.object({ enabled: z.boolean().optional(), module: z.string().max(40).optional() }),
  ['event', 'module'] as const,
);
export type TEmailEventListQuery = z.input<typeof ZEmailEventListQuery>;
export const ZEmailEventListResponse = listResponse(ZEmailEventItem);
export const ZEmailEventUpdateBody = z.object({ event: ZMailEvent, enabled: z.boolean() });
export type TEmailEventUpdateBody = z.infer<typeof ZEmailEventUpdateBody>;

export const ZEmailRecipientItem = z.object({
  id: z.number(),
  event: ZMailEvent,
  kind: ZKind,
  userId: z.number().nullable(),
  fullName: z.string().nullable(),
  email: z.string(),
  createdAt: z.string(),
});
export type TEmailRecipientItem = z.infer<typeof ZEmailRecipientItem>;
export const ZEmailRecipientListQuery = listQuery(
  z.object({ event: ZMailEvent.optional(), kind: ZKind.optional() }),
  ['event', 'email', 'kind', 'createdAt'] as const,
);
export type TEmailRecipientListQuery = z.input<typeof ZEmailRecipientListQuery>;
export const ZEmailRecipientListResponse = listResponse(ZEmailRecipientItem);

/** A recipient is a user of the system or a plain address (a supplier, an outside accountant). */
export const ZEmailRecipientCreateBody = z
  .object({
    event: ZMailEvent,
    kind: ZKind.default('to'),
    userId: dbId().nullable().default(null),
    email: z
      .union([z.literal(''), email()])
      .nullable()
      .default(null),
  })
  .superRefine((v, ctx) => {
    const hasUser = v.userId !== null;
    const hasEmail = Boolean(v.email);
    if (hasUser === hasEmail)
      ctx.addIssue({
        code: 'custom',
        path: [hasUser ? 'email' : 'userId'],
        message: msg('validation.required'),
      });
  });
export type TEmailRecipientCreateBody = z.infer<typeof ZEmailRecipientCreateBody>;
export const ZEmailRecipientUpdateBody = z.object({ id: dbId(), kind: ZKind });
export type TEmailRecipientUpdateBody = z.infer<typeof ZEmailRecipientUpdateBody>;

export const ZEmailRecipientGroupItem = z.object({
  id: z.number(),
  event: ZMailEvent,
  kind: ZKind,
  groupId: z.number(),
  groupName: z.string(),
  memberCount: z.number(),
  createdAt: z.string(),
});
export type TEmailRecipientGroupItem = z.infer<typeof ZEmailRecipientGroupItem>;
export const ZEmailRecipientGroupListQuery = listQuery(
  z.object({ event: ZMailEvent.optional(), groupId: dbId().optional() }),
  ['event', 'groupName', 'createdAt'] as const,
);
export type TEmailRecipientGroupListQuery = z.input<typeof ZEmailRecipientGroupListQuery>;
export const ZEmailRecipientGroupListResponse = listResponse(ZEmailRecipientGroupItem);
export const ZEmailRecipientGroupCreateBody = z.object({
  event: ZMailEvent,
  groupId: dbId(),
  kind: ZKind.default('to'),
});
export type TEmailRecipientGroupCreateBody = z.infer<typeof ZEmailRecipientGroupCreateBody>;
