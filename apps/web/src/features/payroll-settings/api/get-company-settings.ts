import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPayrollCompanySettings } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_COMPANIES_QUERY_KEY } from './keys';

/** POST /api/setting/payroll/company/list — every company's payroll rules (defaults until saved). */
export const getCompanySettings = (signal?: AbortSignal) =>
  apiPost<{ data: TPayrollCompanySettings[] }>('/setting/payroll/company/list', undefined, { signal });

export const companySettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...PAYROLL_COMPANIES_QUERY_KEY],
    queryFn: ({ signal }) => getCompanySettings(signal),
  });

export const useCompanySettings = () => useQuery(companySettingsQueryOptions());
