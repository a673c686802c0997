import { queryOptions } from '@tanstack/react-query';
import type { TUserModule, TUserSection } from '@zerg/shared';
import { apiGet } from '../../../lib/api-client';
import { SESSION_ACCESS_QUERY_KEY } from '../../../lib/query-keys';

/** The shape of `ZUserForEmailResponse` (the shared package exports no type alias for it). */
export type TUserAccess = { arr_modules: TUserModule[]; arr_sections: TUserSection[] };

/** GET /api/user/get-user-for-email/:email — the user's current modules and sections. */
export const getUserForEmail = (email: string, signal?: AbortSignal): Promise<TUserAccess> =>
  apiGet<TUserAccess>(`/user/get-user-for-email/${encodeURIComponent(email)}`, { signal });

export const userAccessQueryOptions = (email: string) =>
  queryOptions({
    queryKey: [...SESSION_ACCESS_QUERY_KEY, email],
    queryFn: ({ signal }) => getUserForEmail(email, signal),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: { handlesErrors: true },
  });
