import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** POST /api/user/download-qr — the user's QR as a PNG file, saved by the browser. */
export const downloadUserQr = async (id: number): Promise<void> => {
  saveFile(await apiDownload('/user/download-qr', { id }, `user-${id}-qr.png`));
};
