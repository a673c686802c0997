import type { TCompanyListQuery } from '@zerg/shared';
import { apiDownload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import type { CompanyListParams } from './get-company-list';

/** POST /api/setting/company/export — the list's body; answers every filtered row as an .xlsx file. */
export const exportCompanies = async (params: CompanyListParams): Promise<void> => {
  saveFile(await apiDownload('/setting/company/export', params as TCompanyListQuery, 'companies.xlsx'));
};
