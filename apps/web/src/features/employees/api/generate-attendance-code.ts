import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAttendanceCode } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { EMPLOYEES_QUERY_KEY } from '../../../lib/query-keys';

/**
 * POST /api/rrhh/employee/generate-code-attendance — a new 8-character attendance code with its QR
 * (PNG data URL). Each call replaces the previous code.
 */
export const generateAttendanceCode = (employeeId: number): Promise<TAttendanceCode> =>
  apiPost<TAttendanceCode>('/rrhh/employee/generate-code-attendance', { employee_id: employeeId });

export const useGenerateAttendanceCode = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateAttendanceCode,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY }),
  });
};
