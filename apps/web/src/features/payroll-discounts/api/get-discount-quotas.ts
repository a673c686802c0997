import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TDiscountQuota } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { PAYROLL_DISCOUNTS_QUERY_KEY } from './keys';

/** POST /api/rrhh/payroll/discount/quotas — a discount's monthly quotas, in order. */
export const getDiscountQuotas = (id: number, signal?: AbortSignal): Promise<{ data: TDiscountQuota[] }> =>
  apiPost<{ data: TDiscountQuota[] }>('/rrhh/payroll/discount/quotas', { id }, { signal });

export const discountQuotasQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...PAYROLL_DISCOUNTS_QUERY_KEY, 'quotas', id],
    queryFn: ({ signal }) => getDiscountQuotas(id, signal),
  });

export const useDiscountQuotas = (id: number, enabled = true) =>
  useQuery({ ...discountQuotasQueryOptions(id), enabled });
