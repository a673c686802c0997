import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSecuritySettings } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

export const SECURITY_SETTINGS_KEY = ['settings', 'security'] as const;

/** POST /api/setting/security/get — the company's second-factor settings. */
export const getSecuritySettings = (signal?: AbortSignal): Promise<TSecuritySettings> =>
  apiPost<TSecuritySettings>('/setting/security/get', {}, { signal });

export const useSecuritySettings = () =>
  useQuery(
    queryOptions({ queryKey: SECURITY_SETTINGS_KEY, queryFn: ({ signal }) => getSecuritySettings(signal) }),
  );
