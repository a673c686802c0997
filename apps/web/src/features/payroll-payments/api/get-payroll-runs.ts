import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type {
  PayrollRunKind,
  PayrollState,
  PersonalType,
  TPayrollRunListQuery,
  TPayrollRunListResponse,
} from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_RUN_QUERY_KEY } from './keys';

/** The runs table's filters; `period` (YYYY-MM) is one month picker, sent as the API's year and month. */
export type PayrollRunFilters = { kind: PayrollRunKind; state: PayrollState; period: string };
export type PayrollRunListParams = ListParams<PayrollRunFilters> & { personalType: PersonalType };

const toQuery = ({ personalType, filters, ...rest }: PayrollRunListParams): TPayrollRunListQuery => {
  const { period, ...others } = filters ?? {};
  const [year, month] = period ? period.split('-').map(Number) : [];
  return {
    ...rest,
    filters: { ...others, personalType, ...(year && month ? { year, month } : {}) },
  };
};

/** POST /api/rrhh/payroll/run/list — one page of payroll runs. */
export const getPayrollRuns = (params: PayrollRunListParams, signal?: AbortSignal) =>
  apiPost<TPayrollRunListResponse>('/rrhh/payroll/run/list', toQuery(params), { signal });

export const payrollRunsQueryOptions = (params: PayrollRunListParams) =>
  queryOptions({
    queryKey: [...PAYROLL_RUN_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getPayrollRuns(params, signal),
    placeholderData: keepPreviousData,
    // While a run computes, the list shows its progress.
    refetchInterval: (query) =>
      query.state.data?.data.some((r) => r.job === 'queued' || r.job === 'running') ? 1000 : false,
  });

export const usePayrollRuns = (params: PayrollRunListParams) => useQuery(payrollRunsQueryOptions(params));
