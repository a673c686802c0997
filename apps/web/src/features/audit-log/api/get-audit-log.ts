import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TAuditListQuery, TAuditListResponse } from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiPost } from '../../../lib/api-client';
import { AUDIT_LOG_QUERY_KEY } from './keys';

export type AuditFilters = NonNullable<TAuditListQuery['filters']>;
export type AuditListParams = ListParams<AuditFilters>;

/** POST /api/setting/audit/list — one page of the audit log. */
export const getAuditLog = (params: AuditListParams, signal?: AbortSignal): Promise<TAuditListResponse> =>
  apiPost<TAuditListResponse>('/setting/audit/list', params as TAuditListQuery, { signal });

export const auditLogQueryOptions = (params: AuditListParams) =>
  queryOptions({
    queryKey: [...AUDIT_LOG_QUERY_KEY, 'list', params],
    queryFn: ({ signal }) => getAuditLog(params, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (params: AuditListParams) => useQuery(auditLogQueryOptions(params));
