import { z } from 'zod';
import { dbId, listQuery, listResponse } from './common.ts';

export const ZNotification = z.object({
  id: z.number(),
  type: z.string(),
  title: z.string(),
  body: z.string(),
  link: z.string().nullable(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TNotification = z.infer<typeof ZNotification>;

/** Unread notifications, newest first, with their total (the navbar bell). */
export const ZNotificationsResponse = listResponse(ZNotification);
export type TNotificationsResponse = z.infer<typeof ZNotificationsResponse>;

export const ZAllNotificationsQuery = listQuery(z.object({ unread: z.boolean().optional() }), [
  'createdAt',
] as const);
export type TAllNotificationsQuery = z.input<typeof ZAllNotificationsQuery>;

export const ZMarkReadBody = z.object({
  ids: z.array(dbId()).max(500).optional(),
  all: z.boolean().optional(),
});
export type TMarkReadBody = z.infer<typeof ZMarkReadBody>;
