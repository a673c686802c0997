import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTreasurySettings, TTreasurySettingsInput } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { refreshAfterSave } from './keys';

/** POST /api/treasury/settings/update — sets or clears the amount one person may handle alone. */
export const updateTreasurySettings = (body: TTreasurySettingsInput) =>
  apiPost<TTreasurySettings>('/treasury/settings/update', body);

export const useUpdateTreasurySettings = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTreasurySettings,
    onSuccess: () => refreshAfterSave(queryClient),
  });
};
