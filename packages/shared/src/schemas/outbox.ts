import { z } from 'zod';
import { listQuery, listResponse } from './common.ts';

export const OUTBOX_STATUSES = ['queued', 'sent', 'failed'] as const;

export const ZOutboxItem = z.object({
  id: z.number(),
  event: z.string().nullable(),
  to: z.string(),
  cc: z.string(),
  subject: z.string(),
  text: z.string(),
  language: z.string().nullable(),
  status: z.enum(OUTBOX_STATUSES),
  error: z.string().nullable(),
  attempts: z.number(),
  createdAt: z.string(),
  sentAt: z.string().nullable(),
});
export type TOutboxItem = z.infer<typeof ZOutboxItem>;
export const ZOutboxListQuery = listQuery(
  z.object({ status: z.enum(OUTBOX_STATUSES).optional(), event: z.string().max(60).optional() }),
  ['createdAt', 'to'] as const,
);
export type TOutboxListQuery = z.input<typeof ZOutboxListQuery>;
export const ZOutboxListResponse = listResponse(ZOutboxItem);
export type TOutboxListResponse = z.infer<typeof ZOutboxListResponse>;
