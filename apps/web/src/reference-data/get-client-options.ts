import type { TOption } from '@zerg/shared';
import { type RemoteSearch, remoteSearchParams } from '../components/remote-search-select';
import { apiGet } from '../lib/api-client';

/**
 * GET /api/setting/client/get-select-client — the first active clients (trade name, else legal
 * name) matching the search, or the chosen ones by id.
 */
export const getClientOptions = (signal: AbortSignal, search: RemoteSearch): Promise<TOption[]> =>
  apiGet<TOption[]>(`/setting/client/get-select-client?${remoteSearchParams(search)}`, { signal });
