import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EmployeeFileKind, TEmployeeFile } from '@zerg/shared';
import { apiUpload } from '../../../lib/api-client';
import { employeeRecordKey } from '../../../lib/query-keys';

export type UploadFileInput = {
  employeeId: number;
  kind: EmployeeFileKind;
  /** A certificate's last valid day, `YYYY-MM-DD`; none for other kinds. */
  expiryDate?: string | null;
  file: File;
};

/**
 * POST /api/rrhh/employee/upload-file — multipart `employee_id`, `kind`, `expiry_date` (a
 * certificate's, optional), then `file` (10 MB at most).
 */
export const uploadEmployeeFile = ({
  employeeId,
  kind,
  expiryDate,
  file,
}: UploadFileInput): Promise<TEmployeeFile> =>
  apiUpload<TEmployeeFile>('/rrhh/employee/upload-file', [
    ['employee_id', String(employeeId)],
    ['kind', kind],
    ...(expiryDate ? [['expiry_date', expiryDate] as [string, string]] : []),
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
