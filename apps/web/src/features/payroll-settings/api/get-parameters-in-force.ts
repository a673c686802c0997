import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TParametersAtResponse } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_PARAMETERS_QUERY_KEY } from './keys';

/** POST /api/setting/payroll/parameter/in-force — what the payroll engine would use on a date. */
export const getParametersInForce = (date: string, signal?: AbortSignal) =>
  apiPost<TParametersAtResponse>('/setting/payroll/parameter/in-force', { date }, { signal });

export const parametersInForceQueryOptions = (date: string) =>
  queryOptions({
    queryKey: [...PAYROLL_PARAMETERS_QUERY_KEY, 'in-force', date],
    queryFn: ({ signal }) => getParametersInForce(date, signal),
  });

export const useParametersInForce = (date: string) => useQuery(parametersInForceQueryOptions(date));
