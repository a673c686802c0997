import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAttendanceMark, TManualMarkBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { MARKING_QUERY_KEY } from './keys';

/** POST /api/rrhh/attendance/mark/create — a manual mark, or a correction when `supersedesId` is set. */
export const createManualMark = (body: TManualMarkBody): Promise<TAttendanceMark> =>
  apiPost<TAttendanceMark>('/rrhh/attendance/mark/create', body);

export const useCreateManualMark = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createManualMark,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MARKING_QUERY_KEY }),
  });
};
