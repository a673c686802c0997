import type { TAccountingYear, TPeriodMonthBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { usePeriodChange } from './use-period-change';

/** POST /api/bookkeeping/period/close — closes a month: no entry is posted in it any more. */
export const closePeriod = (body: TPeriodMonthBody): Promise<TAccountingYear> =>
  apiPost<TAccountingYear>('/bookkeeping/period/close', body);

export const useClosePeriod = () => usePeriodChange(closePeriod);
