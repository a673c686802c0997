import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { THoliday, THolidayCreateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { HOLIDAYS_QUERY_KEY } from './keys';

/** POST /api/setting/holiday/create — 409 HOLIDAY_ALREADY_REGISTERED (`errors.date` names the holiday there). */
export const createHoliday = (body: THolidayCreateBody): Promise<THoliday> =>
  apiPost<THoliday>('/setting/holiday/create', body);

export const useCreateHoliday = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createHoliday,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOLIDAYS_QUERY_KEY }),
  });
};
