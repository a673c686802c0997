import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOk } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { employeeRecordKey } from '../../../lib/query-keys';

/** POST /api/rrhh/employee/delete-file — hides the document (its bytes stay for the record). */
export const deleteEmployeeFile = (fileId: number): Promise<TOk> =>
  apiPost<TOk>('/rrhh/employee/delete-file', { file_id: fileId });

export const useDeleteEmployeeFile = (employeeId: number) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteEmployeeFile,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [...employeeRecordKey(employeeId), 'files'] }),
  });
};
