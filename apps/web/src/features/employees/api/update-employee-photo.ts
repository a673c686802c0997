import { useMutation, useQueryClient } from '@tanstack/react-query';
import { employeePhotoPath } from '../../../components/employee-avatar';
import { apiUpload } from '../../../lib/api-client';
import { EMPLOYEES_QUERY_KEY } from '../../../lib/query-keys';
import { protectedFileQueryKey } from '../../../lib/use-protected-file';

export type UpdatePhotoInput = { employeeId: number; file: File };

/** POST /api/rrhh/employee/update-photo — multipart `employee_id` then `file` (JPEG or PNG, 5 MB at most). */
export const updateEmployeePhoto = ({ employeeId, file }: UpdatePhotoInput): Promise<{ hasPhoto: boolean }> =>
  apiUpload<{ hasPhoto: boolean }>('/rrhh/employee/update-photo', [
    ['employee_id', String(employeeId)],
    ['file', file],
  ]);

export const useUpdateEmployeePhoto = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmployeePhoto,
    onSuccess: async (_answer, { employeeId }) => {
      await queryClient.invalidateQueries({ queryKey: protectedFileQueryKey(employeePhotoPath(employeeId)) });
      await queryClient.invalidateQueries({ queryKey: EMPLOYEES_QUERY_KEY });
    },
  });
};
