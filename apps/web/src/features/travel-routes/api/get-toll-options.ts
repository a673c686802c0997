import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTollOption } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TOLL_KEY } from './keys';

/** POST /api/setting/toll/select — the active rows, for pickers. */
export const getTollOptions = (signal?: AbortSignal): Promise<TTollOption[]> =>
  apiPost<TTollOption[]>('/setting/toll/select', {}, { signal });

export const tollOptionsQueryOptions = () =>
  queryOptions({ queryKey: [...TOLL_KEY, 'options'], queryFn: ({ signal }) => getTollOptions(signal) });

export const useTollOptions = () => useQuery(tollOptionsQueryOptions());
