import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCompanyCertificateAnswer } from '@zerg/shared';
import { apiUpload } from '../../../lib/api-client';
import { refreshAfterSave } from './keys';

export type UploadCertificateInput = { companyId: number; password: string; file: File };

/**
 * POST /api/setting/company/certificate/upload — multipart `company_id`, `password`, then `file`
 * (.p12/.pfx, 100 KB at most). Replaces the company's certificate; the answer never carries it.
 */
export const uploadCompanyCertificate = ({ companyId, password, file }: UploadCertificateInput) =>
  apiUpload<TCompanyCertificateAnswer>('/setting/company/certificate/upload', [
    ['company_id', String(companyId)],
    ['password', password],
    ['file', file],
  ]);

export const useUploadCompanyCertificate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCompanyCertificate,
    meta: { handlesErrors: true },
    onSuccess: () => refreshAfterSave(queryClient),
  });
};
