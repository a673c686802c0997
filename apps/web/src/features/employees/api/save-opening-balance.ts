import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOpeningBalance, TOpeningBalanceCreateBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { employeeRecordKey } from '../../../lib/query-keys';

export type OpeningBalanceSave = Omit<TOpeningBalanceCreateBody, 'employee_id'> & { id?: number };

/**
 * POST /api/rrhh/employee/opening-balance/create or /update — 409 on `month` when that month's
 * monthly payroll is approved or the month is already held; 400 on `month` before the start date.
 */
export const saveOpeningBalance = (employeeId: number, body: OpeningBalanceSave): Promise<TOpeningBalance> =>
  body.id
    ? apiPost<TOpeningBalance>('/rrhh/employee/opening-balance/update', body)
    : apiPost<TOpeningBalance>('/rrhh/employee/opening-balance/create', { ...body, employee_id: employeeId });

export const useSaveOpeningBalance = (employeeId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OpeningBalanceSave) => saveOpeningBalance(employeeId, body),
    meta: { handlesErrors: true },
    // Vacation days taken change the vacation balance of the record too.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: employeeRecordKey(employeeId) }),
  });
};
