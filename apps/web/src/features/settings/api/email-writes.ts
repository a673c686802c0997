import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  TEmailEventItem,
  TEmailEventUpdateBody,
  TEmailRecipientCreateBody,
  TEmailRecipientGroupCreateBody,
  TOk,
} from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { EMAIL_SETTINGS_QUERY_KEY } from './keys';

/** POST /api/setting/email/event/update — switches an event on or off. */
export const updateEmailEvent = (body: TEmailEventUpdateBody) =>
  apiPost<TEmailEventItem>('/setting/email/event/update', body);
/** POST /api/setting/email/recipient/create — 409 RECIPIENT_ALREADY_IN_EVENT, 400 naming `email`. */
export const createEmailRecipient = (body: TEmailRecipientCreateBody) =>
  apiPost<{ id: number }>('/setting/email/recipient/create', body);
/** POST /api/setting/email/recipient/delete. */
export const deleteEmailRecipient = (id: number) => apiPost<TOk>('/setting/email/recipient/delete', { id });
/** POST /api/setting/email/recipient-group/create — 409 RECIPIENT_GROUP_EXISTS. */
export const createRecipientGroup = (body: TEmailRecipientGroupCreateBody) =>
  apiPost<{ id: number }>('/setting/email/recipient-group/create', body);
/** POST /api/setting/email/recipient-group/delete. */
export const deleteRecipientGroup = (id: number) =>
  apiPost<TOk>('/setting/email/recipient-group/delete', { id });
/** POST /api/setting/outbox/retry — 409 MAIL_NOT_FAILED unless the mail failed. */
export const retryMail = (id: number) => apiPost<TOk>('/setting/outbox/retry', { id });

/** A write of the e-mail settings; every list of the screen refreshes after it. */
export const useEmailWrite = <B, R>(call: (body: B) => Promise<R>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMAIL_SETTINGS_QUERY_KEY }),
  });
};
