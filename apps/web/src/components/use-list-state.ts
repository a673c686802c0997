import { useCallback, useEffect, useMemo, useState } from 'react';
import { readPerPage, writePerPage } from '../lib/storage';

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
};

/** Page, rows per page (remembered as `per-page`), debounced search, sort and filters of a table. */
export const useListState = <F extends object = Record<string, never>>(
  options: ListStateOptions<F> = {},
): ListState<F> => {
  const [page, setPageState] = useState(1);
  const [perPage, setPerPage] = useState(readPerPage);
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  const [sortBy, setSortBy] = useState(options.sortBy);
  const [sortDesc, setSortDesc] = useState(options.sortDesc ?? false);
  const [filters, setFilters] = useState<Partial<F>>(options.initialFilters ?? {});

  useEffect(() => {
    const next = search.trim();
    if (next === q) return;
    const timer = setTimeout(() => {
      setQ(next);
      setPageState(1);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, q]);

  const setPage = useCallback(
    (nextPage: number, nextPerPage: number) => {
      if (nextPerPage !== perPage) {
        writePerPage(nextPerPage);
        setPerPage(nextPerPage);
        // A new page size re-slices the rows: start again from the first page.
        setPageState(1);
        return;
      }
      setPageState(nextPage);
    },
    [perPage],
  );

  const setSort = useCallback((nextSortBy: string | undefined, nextDesc: boolean) => {
    setSortBy(nextSortBy);
    setSortDesc(nextDesc);
    setPageState(1);
  }, []);

  const setFilter = useCallback(<K extends keyof F>(key: K, value: F[K] | undefined) => {
    setFilters((previous) => ({ ...previous, [key]: value }));
    setPageState(1);
  }, []);

  const resetFilters = useCallback(() => {
    setFilters({});
    setSearch('');
    setPageState(1);
  }, []);

  const params = useMemo<ListParams<F>>(
    () => ({
      page,
      perPage,
      ...(q ? { q } : {}),
      ...(sortBy ? { sortBy } : {}),
      sortDesc,
      filters: compactFilters(filters),
    }),
    [page, perPage, q, sortBy, sortDesc, filters],
  );

  return { params, search, setSearch, setPage, setSort, filters, setFilter, resetFilters };
};
