import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { THoliday, THolidayUpdateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { HOLIDAYS_QUERY_KEY } from './keys';

/** POST /api/setting/holiday/update — a company holiday or non-working day; 409 INVALID_CHANGE for a national one. */
export const updateHoliday = (body: THolidayUpdateBody): Promise<THoliday> =>
  apiPost<THoliday>('/setting/holiday/update', body);

export const useUpdateHoliday = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateHoliday,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOLIDAYS_QUERY_KEY }),
  });
};
