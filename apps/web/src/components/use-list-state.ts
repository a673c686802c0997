import { MAX_PER_PAGE } from '@zerg/shared';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { readPerPage, writePerPage } from '../lib/storage';
import {
  changeListUrl,
  type ListUrlDefaults,
  listUrlPrefix,
  listUrlSignature,
  readListUrl,
} from './list-url';

/** The list request of every data table (DESIGN.md §4). */
export type ListParams<F extends object = Record<string, never>> = {
  page: number;
  perPage: number;
  q?: string;
  sortBy?: string;
  sortDesc: boolean;
  filters?: Partial<F>;
};

export type ListResponse<T> = { data: T[]; total: number };

export type ListState<F extends object = Record<string, never>> = {
  /** What to send to the list endpoint. */
  params: ListParams<F>;
  /** The search box text (sent as `q` after a short pause). */
  search: string;
  setSearch: (value: string) => void;
  setPage: (page: number, perPage: number) => void;
  setSort: (sortBy: string | undefined, sortDesc: boolean) => void;
  filters: Partial<F>;
  setFilter: <K extends keyof F>(key: K, value: F[K] | undefined) => void;
  resetFilters: () => void;
};

export const SEARCH_DEBOUNCE_MS = 400;

// Cleared selects give `undefined` or `null`; the API's optional filters only accept absent keys.
export const compactFilters = <F extends object>(filters: Partial<F>): Partial<F> =>
  Object.fromEntries(
    Object.entries(filters).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as Partial<F>;

export type ListStateOptions<F extends object> = {
  initialFilters?: Partial<F>;
  sortBy?: string;
  sortDesc?: boolean;
  /** Prefixes the list's parameters in the address when a screen shows more than one list. */
  urlKey?: string;
};

/**
 * Page, rows per page (remembered as `per-page`), debounced search, sort and filters of a table,
 * kept in the address (`list-url.ts`): back, reload and a shared link show the same rows.
 */
export const useListState = <F extends object = Record<string, never>>(
  options: ListStateOptions<F> = {},
): ListState<F> => {
  const [searchParams, setSearchParams] = useSearchParams();
  const prefix = listUrlPrefix(options.urlKey);
  // The screen's starting point is fixed at mount, as it was before the state moved to the address.
  const [defaults] = useState<ListUrlDefaults>(() => ({
    perPage: readPerPage(),
    sortBy: options.sortBy,
    sortDesc: options.sortDesc ?? false,
    filters: { ...(options.initialFilters ?? {}) },
  }));
  const signature = listUrlSignature(searchParams, prefix);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the signature stands for this list's part of `searchParams`.
  const state = useMemo(
    () => readListUrl(searchParams, prefix, defaults, MAX_PER_PAGE),
    [signature, prefix, defaults],
  );

  const { pathname, search: addressSearch } = useLocation();
  // The address this list last asked for and the router has not shown yet. React Router hands a
  // functional update the parameters of the last render, so two changes in one tick (a debounced
  // search firing as a filter is picked) would each start from the same address and the later one
  // would drop the earlier: every change starts from the newest address instead.
  const pending = useRef<string | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: any new address means the pending one was shown or replaced.
  useEffect(() => {
    pending.current = null;
  }, [addressSearch]);
  const write = useCallback(
    (change: Parameters<typeof changeListUrl>[4]) => {
      // A search typed just before leaving the list must not follow the user onto the next page,
      // which the router already shows while this one is still mounted.
      if (window.location.pathname !== pathname) return;
      const current = new URLSearchParams(pending.current ?? window.location.search);
      const next = changeListUrl(current, prefix, defaults, MAX_PER_PAGE, change);
      pending.current = next.toString();
      setSearchParams(next, { replace: true });
    },
    [setSearchParams, prefix, defaults, pathname],
  );

  const [search, setSearch] = useState(state.q);
  // The last `q` this list wrote: an address that changes to anything else (back, a link, clearing
  // the filters) is shown in the search box.
  const writtenQ = useRef(state.q);
  useEffect(() => {
    if (state.q === writtenQ.current) return;
    writtenQ.current = state.q;
    setSearch(state.q);
  }, [state.q]);

  useEffect(() => {
    const next = search.trim();
    if (next === state.q) return;
    const timer = setTimeout(() => {
      writtenQ.current = next;
      write({ q: next, page: 1 });
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, state.q, write]);

  const setPage = useCallback(
    (nextPage: number, nextPerPage: number) =>
      write((latest) => {
        if (nextPerPage === latest.perPage) return { page: nextPage };
        writePerPage(nextPerPage);
        // A new page size re-slices the rows: start again from the first page.
        return { page: 1, perPage: nextPerPage };
      }),
    [write],
  );

  const setSort = useCallback(
    (nextSortBy: string | undefined, nextDesc: boolean) =>
      write({ sortBy: nextSortBy, sortDesc: nextDesc, page: 1 }),
    [write],
  );

  const setFilter = useCallback(
    <K extends keyof F>(key: K, value: F[K] | undefined) =>
      write((latest) => ({ filters: { ...latest.filters, [key]: value }, page: 1 })),
    [write],
  );

  const resetFilters = useCallback(() => {
    writtenQ.current = '';
    setSearch('');
    write({ filters: {}, q: '', page: 1 });
  }, [write]);

  const filters = state.filters as Partial<F>;
  const params = useMemo<ListParams<F>>(
    () => ({
      page: state.page,
      perPage: state.perPage,
      ...(state.q ? { q: state.q } : {}),
      ...(state.sortBy ? { sortBy: state.sortBy } : {}),
      sortDesc: state.sortDesc,
      filters: compactFilters(filters),
    }),
    [state, filters],
  );

  return { params, search, setSearch, setPage, setSort, filters, setFilter, resetFilters };
};
