import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBooksCompany } from '@zerg/shared';
import { apiPost } from '../../../lib/api-client';
import { JOURNAL_QUERY_KEY } from './keys';

/** POST /api/bookkeeping/books-company — the company the reports open on, and why. */
export const getBooksCompany = (signal?: AbortSignal): Promise<TBooksCompany> =>
  apiPost<TBooksCompany>('/bookkeeping/books-company', {}, { signal });

export const booksCompanyQueryOptions = () =>
  queryOptions({
    queryKey: [...JOURNAL_QUERY_KEY, 'books-company'],
    queryFn: ({ signal }) => getBooksCompany(signal),
    staleTime: 5 * 60_000,
  });

export const useBooksCompany = () => useQuery(booksCompanyQueryOptions());
