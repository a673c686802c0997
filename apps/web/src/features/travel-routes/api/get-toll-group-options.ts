import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTollGroupOption } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TOLL_GROUP_KEY } from './keys';

/** POST /api/setting/toll-group/select — the active rows, for pickers. */
export const getTollGroupOptions = (signal?: AbortSignal): Promise<TTollGroupOption[]> =>
  apiPost<TTollGroupOption[]>('/setting/toll-group/select', {}, { signal });

export const tollGroupOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...TOLL_GROUP_KEY, 'options'],
    queryFn: ({ signal }) => getTollGroupOptions(signal),
  });

export const useTollGroupOptions = () => useQuery(tollGroupOptionsQueryOptions());
