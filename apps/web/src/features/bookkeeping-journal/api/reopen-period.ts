import type { TAccountingYear, TPeriodReopenBody } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { usePeriodChange } from './use-period-change';

/** POST /api/bookkeeping/period/reopen — reopens a closed month, with the reason (audited). */
export const reopenPeriod = (body: TPeriodReopenBody): Promise<TAccountingYear> =>
  apiPost<TAccountingYear>('/bookkeeping/period/reopen', body);

export const useReopenPeriod = () => usePeriodChange(reopenPeriod);
