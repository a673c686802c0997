import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TJustification, TJustificationCreateFields } from '@zerg/shared';
import { apiUpload, type UploadPart } from '../../../lib/api-client';
import { JUSTIFICATIONS_QUERY_KEY } from './keys';

export type CreateJustificationInput = TJustificationCreateFields & { file?: File | null };

/**
 * POST /api/attendance/justification/create — multipart: the text fields first, then the optional
 * file. 409 JUSTIFICATION_ALREADY_OPEN names `workDate`; 413 FILE_TOO_LARGE.
 */
export const createJustification = ({
  file,
  ...fields
}: CreateJustificationInput): Promise<TJustification> => {
  const parts: UploadPart[] = [
    ['workDate', fields.workDate],
    ['type', fields.type],
    ['motive', fields.motive],
  ];
  if (fields.employeeId) parts.unshift(['employeeId', String(fields.employeeId)]);
  if (file) parts.push(['file', file]);
  return apiUpload<TJustification>('/attendance/justification/create', parts);
};

export const useCreateJustification = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJustification,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JUSTIFICATIONS_QUERY_KEY }),
  });
};
