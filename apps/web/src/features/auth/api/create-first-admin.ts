import { useMutation } from '@tanstack/react-query';
import type { TFirstAdminBody, TLoginResponse } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/setup/first-admin — creates the first administrator and signs them in. */
export const createFirstAdmin = (body: TFirstAdminBody): Promise<TLoginResponse> =>
  apiPost<TLoginResponse>('/setup/first-admin', body);

export const useCreateFirstAdmin = () =>
  useMutation({ mutationFn: createFirstAdmin, meta: { handlesErrors: true } });
