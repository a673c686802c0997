import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TClient } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { CLIENTS_QUERY_KEY } from './keys';

/** POST /api/setting/client/get — one client with its addresses, delivery points and contacts; 404 CLIENT_NOT_FOUND. */
export const getClient = (id: number, signal?: AbortSignal): Promise<TClient> =>
  apiPost<TClient>('/setting/client/get', { id }, { signal });

export const clientQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...CLIENTS_QUERY_KEY, 'one', id],
    queryFn: ({ signal }) => getClient(id, signal),
  });

export const useClient = (id: number) => useQuery({ ...clientQueryOptions(id), enabled: id > 0 });
