import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTollEdit } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TOLL_KEY } from './keys';

/** POST /api/setting/toll/get-edit — one row as its form needs it. */
export const getTollEdit = (id: number, signal?: AbortSignal): Promise<TTollEdit> =>
  apiPost<TTollEdit>('/setting/toll/get-edit', { id }, { signal });

export const tollEditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...TOLL_KEY, 'edit', id],
    queryFn: ({ signal }) => getTollEdit(id, signal),
    staleTime: 0,
  });

export const useTollEdit = (id: number | null) =>
  useQuery({ ...tollEditQueryOptions(id ?? 0), enabled: (id ?? 0) > 0 });
