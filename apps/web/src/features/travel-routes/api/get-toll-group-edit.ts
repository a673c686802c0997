import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTollGroupEdit } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { TOLL_GROUP_KEY } from './keys';

/** POST /api/setting/toll-group/get-edit — one row as its form needs it. */
export const getTollGroupEdit = (id: number, signal?: AbortSignal): Promise<TTollGroupEdit> =>
  apiPost<TTollGroupEdit>('/setting/toll-group/get-edit', { id }, { signal });

export const tollGroupEditQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...TOLL_GROUP_KEY, 'edit', id],
    queryFn: ({ signal }) => getTollGroupEdit(id, signal),
    staleTime: 0,
  });

export const useTollGroupEdit = (id: number | null) =>
  useQuery({ ...tollGroupEditQueryOptions(id ?? 0), enabled: (id ?? 0) > 0 });
