import type { TAccountingYear, TYearReopenBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { usePeriodChange } from './use-period-change';

/** POST /api/bookkeeping/period/reopen-year — reverses the closing and opening entries and reopens December. */
export const reopenYear = (body: TYearReopenBody): Promise<TAccountingYear> =>
  apiPost<TAccountingYear>('/bookkeeping/period/reopen-year', body);

export const useReopenYear = () => usePeriodChange(reopenYear);
