import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSecuritySettings } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { SECURITY_SETTINGS_KEY } from './get-security-settings';

/** POST /api/setting/security/update — audited; takes effect at the next sign-in. */
export const updateSecuritySettings = (body: TSecuritySettings): Promise<TSecuritySettings> =>
  apiPost<TSecuritySettings>('/setting/security/update', body);

export const useUpdateSecuritySettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSecuritySettings,
    meta: { handlesErrors: true },
    onSuccess: (saved) => queryClient.setQueryData(SECURITY_SETTINGS_KEY, saved),
  });
};
