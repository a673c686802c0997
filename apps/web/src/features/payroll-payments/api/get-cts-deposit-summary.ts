import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCtsDepositSummary, TCtsRunBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_RUN_QUERY_KEY } from './keys';

/** POST /api/rrhh/payroll/cts/summary — a CTS run by depositary bank, and who has no CTS account. */
export const getCtsDepositSummary = (runId: number, signal?: AbortSignal) =>
  apiPost<TCtsDepositSummary>('/rrhh/payroll/cts/summary', { runId } satisfies TCtsRunBody, { signal });

export const ctsDepositSummaryQueryOptions = (runId: number) =>
  queryOptions({
    queryKey: [...PAYROLL_RUN_QUERY_KEY, 'cts-summary', runId],
    queryFn: ({ signal }) => getCtsDepositSummary(runId, signal),
  });

export const useCtsDepositSummary = (runId: number) => useQuery(ctsDepositSummaryQueryOptions(runId));
