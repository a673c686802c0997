import type { TAuditListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { AuditListParams } from './get-audit-log';

/** POST /api/setting/audit/export — every entry the search finds, as an .xlsx file. */
export const exportAuditLog = async (params: AuditListParams): Promise<void> => {
  saveFile(await apiDownload('/setting/audit/export', params as TAuditListQuery, 'audit.xlsx'));
};
