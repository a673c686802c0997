import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeFileKind, TEmployeeFile } from '@zerg/shared';
import { apiUpload } from '../../../lib/api-client';
import { employeeRecordKey } from '../../../lib/query-keys';

export type UploadFileInput = { employeeId: number; kind: EmployeeFileKind; file: File };

/** POST /api/rrhh/employee/upload-file — multipart `employee_id`, `kind`, then `file` (10 MB at most). */
export const uploadEmployeeFile = ({ employeeId, kind, file }: UploadFileInput): Promise<TEmployeeFile> =>
  apiUpload<TEmployeeFile>('/rrhh/employee/upload-file', [
    ['employee_id', String(employeeId)],
    ['kind', kind],
    ['file', file],
  ]);

export const useUploadEmployeeFile = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadEmployeeFile,
    meta: { handlesErrors: true },
    onSuccess: (_file, { employeeId }) =>
      queryClient.invalidateQueries({ queryKey: [...employeeRecordKey(employeeId), 'files'] }),
  });
};
