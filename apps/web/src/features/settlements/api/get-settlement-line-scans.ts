import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSettlementLineScans } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { SETTLEMENTS_QUERY_KEY } from './keys';

/** POST /api/operations/documentary-settlement/line-scan/list — the scans of one line's receipt, oldest first. */
export const getSettlementLineScans = (lineId: number, signal?: AbortSignal) =>
  apiPost<TSettlementLineScans>('/operations/documentary-settlement/line-scan/list', { lineId }, { signal });

export const useSettlementLineScans = (lineId: number) =>
  useQuery(
    queryOptions({
      queryKey: [...SETTLEMENTS_QUERY_KEY, 'line-scans', lineId],
      queryFn: ({ signal }) => getSettlementLineScans(lineId, signal),
    }),
  );
