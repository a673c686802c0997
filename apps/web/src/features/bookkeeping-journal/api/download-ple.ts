import type { TPleQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';

/** POST /api/bookkeeping/ple — one PLE book of a closed month as SUNAT's TXT (409 while open). */
export const downloadPle = async (query: TPleQuery): Promise<void> => {
  saveFile(await apiDownload('/bookkeeping/ple', query, `${query.book}.txt`));
};
