import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOption } from '@zerg/shared';
import { apiGet } from '../lib/api-client';
import { referenceKey } from './keys';

/** GET /api/setting/client/get-select-client — the active clients (trade name, else legal name). */
export const getClientOptions = (signal?: AbortSignal): Promise<TOption[]> =>
  apiGet<TOption[]>('/setting/client/get-select-client', { signal });

export const clientOptionsQueryOptions = () =>
  queryOptions({ queryKey: referenceKey('clients'), queryFn: ({ signal }) => getClientOptions(signal) });

export const useClientOptions = () => useQuery(clientOptionsQueryOptions());
