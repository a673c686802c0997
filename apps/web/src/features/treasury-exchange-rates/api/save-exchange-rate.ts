import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TExchangeRateBody, TExchangeRateItem } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { EXCHANGE_RATES_QUERY_KEY } from './keys';

export type ExchangeRateSave = TExchangeRateBody & { id?: number };

/**
 * POST /api/treasury/exchange-rate/create (or /update with an id) — 409 ALREADY_REGISTERED on `date`
 * when the day already has a rate, 400 on `sale` below the purchase.
 */
export const saveExchangeRate = ({ id, ...body }: ExchangeRateSave): Promise<TExchangeRateItem> =>
  id
    ? apiPost<TExchangeRateItem>('/treasury/exchange-rate/update', { ...body, id })
    : apiPost<TExchangeRateItem>('/treasury/exchange-rate/create', body);

export const useSaveExchangeRate = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveExchangeRate,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: EXCHANGE_RATES_QUERY_KEY }),
  });
};
