import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** POST /api/rrhh/employee/generate-worksheet-pdf — the signed-in user's own record sheet. */
export const downloadOwnWorksheet = async (id: number): Promise<void> => {
  saveFile(
    await apiDownload('/rrhh/employee/generate-worksheet-pdf', { employee_id: id }, `employee-${id}.pdf`),
  );
};

export const useDownloadOwnWorksheet = () => useMutation({ mutationFn: downloadOwnWorksheet });
