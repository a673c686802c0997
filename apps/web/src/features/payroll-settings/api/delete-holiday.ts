import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TIdBody, TOk } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { HOLIDAYS_QUERY_KEY } from './keys';

/** POST /api/setting/holiday/delete — removes a company holiday or non-working day; a national one answers 409. */
export const deleteHoliday = (body: TIdBody): Promise<TOk> => apiPost<TOk>('/setting/holiday/delete', body);

export const useDeleteHoliday = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHoliday,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOLIDAYS_QUERY_KEY }),
  });
};
