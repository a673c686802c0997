import type { TExchangeRateItem } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';

/** POST /api/treasury/exchange-rate/for-date — the rate table's row of that day, or null. */
export const getDayRate = (date: string): Promise<TExchangeRateItem | null> =>
  apiPost<TExchangeRateItem | null>('/treasury/exchange-rate/for-date', { date });
