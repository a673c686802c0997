import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiUpload } from '../../../lib/api-client';
import { protectedFileQueryKey } from '../../../lib/use-protected-file';
import { refreshAfterSave } from './keys';

/** Where the API serves a company's logo (bearer token required). */
export const companyLogoPath = (companyId: number) => `/setting/company/logo/${companyId}`;

export type UploadLogoInput = { companyId: number; file: File };

/** POST /api/setting/company/update-logo — multipart `company_id` then `file` (JPEG or PNG, 5 MB at most). */
export const uploadCompanyLogo = ({ companyId, file }: UploadLogoInput): Promise<{ hasLogo: boolean }> =>
  apiUpload<{ hasLogo: boolean }>('/setting/company/update-logo', [
    ['company_id', String(companyId)],
    ['file', file],
  ]);

export const useUploadCompanyLogo = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCompanyLogo,
    onSuccess: async (_answer, { companyId }) => {
      await queryClient.invalidateQueries({ queryKey: protectedFileQueryKey(companyLogoPath(companyId)) });
      await refreshAfterSave(queryClient);
    },
  });
};
