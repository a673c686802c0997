import { useMutation } from '@tanstack/react-query';
import type { TFirstAdminBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import type { SessionAnswer } from '../../../lib/storage';

/** POST /api/setup/first-admin — creates the first administrator and signs them in. */
export const createFirstAdmin = (body: TFirstAdminBody): Promise<SessionAnswer> =>
  apiPost<SessionAnswer>('/setup/first-admin', body);

export const useCreateFirstAdmin = () =>
  useMutation({ mutationFn: createFirstAdmin, meta: { handlesErrors: true } });
