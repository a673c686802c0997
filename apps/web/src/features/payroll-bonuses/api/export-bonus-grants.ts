import type { TBonusGrantListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { BonusGrantListParams } from './get-bonus-grants';

/** POST /api/rrhh/payroll/bonus/export — the list's body; every filtered row as .xlsx. */
export const exportBonusGrants = async (params: BonusGrantListParams): Promise<void> => {
  saveFile(await apiDownload('/rrhh/payroll/bonus/export', params as TBonusGrantListQuery, 'bonuses.xlsx'));
};
