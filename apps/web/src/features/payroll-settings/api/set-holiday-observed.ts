import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { THoliday, THolidayObservedBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { HOLIDAYS_QUERY_KEY } from './keys';

/** POST /api/setting/holiday/set-observed — marks a holiday observed or worked by the company. */
export const setHolidayObserved = (body: THolidayObservedBody): Promise<THoliday> =>
  apiPost<THoliday>('/setting/holiday/set-observed', body);

export const useSetHolidayObserved = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setHolidayObserved,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: HOLIDAYS_QUERY_KEY }),
  });
};
