import type { TAccountingYear, TPeriodYearQuery } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { usePeriodChange } from './use-period-change';

/** POST /api/bookkeeping/period/close-year — posts the closing and opening entries and closes every month. */
export const closeYear = (body: TPeriodYearQuery): Promise<TAccountingYear> =>
  apiPost<TAccountingYear>('/bookkeeping/period/close-year', body);

export const useCloseYear = () => usePeriodChange(closeYear);
