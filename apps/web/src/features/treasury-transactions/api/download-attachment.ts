import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** POST /api/treasury/transaction/attachment/download — one stored attachment, saved by the browser. */
export const downloadAttachment = async ({ id, name }: { id: number; name: string }): Promise<void> => {
  saveFile(await apiDownload('/treasury/transaction/attachment/download', { id }, name));
};
