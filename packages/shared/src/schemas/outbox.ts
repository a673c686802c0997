import { z } from 'zod';
import { listQuery, listResponse } from './common.ts';

export const ZOutboxItem = z.object({
  id: z.number(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  status: z.enum(['queued', 'sent', 'failed']),
  createdAt: z.string(),
});
export type TOutboxItem = z.infer<typeof ZOutboxItem>;
export const ZOutboxListQuery = listQuery(
  z.object({ status: z.enum(['queued', 'sent', 'failed']).optional() }),
  ['createdAt', 'to'] as const,
);
export type TOutboxListQuery = z.input<typeof ZOutboxListQuery>;
export const ZOutboxListResponse = listResponse(ZOutboxItem);
export type TOutboxListResponse = z.infer<typeof ZOutboxListResponse>;
