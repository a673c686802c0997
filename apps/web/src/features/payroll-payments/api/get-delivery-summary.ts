import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPayslipDeliverySummary } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { deliveriesKey } from './keys';

/** POST /api/rrhh/payroll/payslip/delivery-summary — due date, counts per state, the certificate. */
export const getDeliverySummary = (runId: number, signal?: AbortSignal) =>
  apiPost<TPayslipDeliverySummary>('/rrhh/payroll/payslip/delivery-summary', { runId }, { signal });

export const deliverySummaryQueryOptions = (runId: number) =>
  queryOptions({
    queryKey: [...deliveriesKey(runId), 'summary'],
    queryFn: ({ signal }) => getDeliverySummary(runId, signal),
  });

export const useDeliverySummary = (runId: number, polling: boolean) =>
  useQuery({ ...deliverySummaryQueryOptions(runId), refetchInterval: polling ? 2000 : false });
