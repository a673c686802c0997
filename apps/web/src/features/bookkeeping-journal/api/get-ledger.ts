import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TLedger, TLedgerQuery } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { JOURNAL_QUERY_KEY } from './keys';

/** POST /api/bookkeeping/ledger — an account's opening, movements with running balance, closing. */
export const getLedger = (query: TLedgerQuery, signal?: AbortSignal): Promise<TLedger> =>
  apiPost<TLedger>('/bookkeeping/ledger', query, { signal });

export const ledgerQueryOptions = (query: TLedgerQuery) =>
  queryOptions({
    queryKey: [...JOURNAL_QUERY_KEY, 'ledger', query],
    queryFn: ({ signal }) => getLedger(query, signal),
    placeholderData: keepPreviousData,
  });

export const useLedger = (query: TLedgerQuery | null) =>
  useQuery({
    ...ledgerQueryOptions(query ?? { companyId: 0, accountId: 0, from: '', to: '' }),
    enabled: query !== null,
  });
