import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TUserQr } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { USERS_QUERY_KEY } from './keys';

/** POST /api/user/get-user-qr — the QR payload and a PNG data URL to show. */
export const getUserQr = (id: number, signal?: AbortSignal): Promise<TUserQr> =>
  apiPost<TUserQr>('/user/get-user-qr', { id }, { signal });

export const userQrQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...USERS_QUERY_KEY, 'qr', id],
    queryFn: ({ signal }) => getUserQr(id, signal),
    meta: { handlesErrors: true },
  });

export const useUserQr = (id: number | null) =>
  useQuery({ ...userQrQueryOptions(id ?? 0), enabled: id !== null && id > 0 });
