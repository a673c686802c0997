import { useQuery } from '@tanstack/react-query';
import { Select, type SelectProps } from 'antd';
import { useEffect, useRef, useState } from 'react';

/** What a picker asks its server route: the typed text, or the chosen ids (`3,17`) for their labels. */
export type RemoteSearch = { q?: string; ids?: string };

export type RemoteSearchSelectProps<O> = Omit<
  SelectProps<number>,
  'options' | 'onSearch' | 'showSearch' | 'filterOption' | 'loading'
> & {
  /** The picker's query key; each search is cached under it (a write to the rows refreshes them). */
  queryKey: readonly unknown[];
  /** Asks the picker's route for one search (it answers its first matches). */
  fetchOptions: (signal: AbortSignal, search: RemoteSearch) => Promise<O[]>;
  toOption: (row: O) => { value: number; label: string };
  /** A value the record already names (an edited record's worker who has since left, whom no search finds). */
  knownOption?: { value: number; label: string };
  /** The row the user chose, for a form that fills other fields from it (a worker's name and e-mail). */
  onPick?: (row: O) => void;
};

const DEBOUNCE_MS = 300;

/** `q=…` or `ids=…` for a picker's route. */
export const remoteSearchParams = (search: RemoteSearch): URLSearchParams => {
  const params = new URLSearchParams();
  if (search.ids) params.set('ids', search.ids);
  else params.set('q', search.q ?? '');
  return params;
};

/**
 * A select searched on the server as the user types (after a short pause), instead of loading
 * every row. The options seen so far are remembered, and a chosen value no search brought (an
 * edited record's worker) is asked for by id, so the select always shows its label.
 */
export const RemoteSearchSelect = <O,>({
  queryKey,
  fetchOptions,
  toOption,
  knownOption,
  onPick,
  value,
  onChange,
  ...props
}: RemoteSearchSelectProps<O>) => {
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  const seen = useRef(new Map<number, string>());
  const rows = useRef(new Map<number, O>());
  if (knownOption && !seen.current.has(knownOption.value))
    seen.current.set(knownOption.value, knownOption.label);

  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed]);

  const ask = (search: RemoteSearch) => ({
    queryKey: [...queryKey, search],
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchOptions(signal, search),
    staleTime: 60_000,
  });
  const found = useQuery({ ...ask({ q }), placeholderData: (previous: O[] | undefined) => previous });
  const remember = (answer: O[] | undefined) =>
    (answer ?? []).map((row) => {
      const option = toOption(row);
      seen.current.set(option.value, option.label);
      rows.current.set(option.value, row);
      return option;
    });
  const options = remember(found.data);
  const unknown = typeof value === 'number' && !seen.current.has(value);
  const chosen = useQuery({ ...ask({ ids: String(value) }), enabled: unknown });
  remember(chosen.data);

  const label = typeof value === 'number' ? seen.current.get(value) : undefined;
  const list = label && !options.some((o) => o.value === value) ? [{ value, label }, ...options] : options;

  return (
    <Select<number>
      {...props}
      value={value}
      onChange={(next, option) => {
        onChange?.(next, option);
        const row = typeof next === 'number' ? rows.current.get(next) : undefined;
        if (row && onPick) onPick(row);
      }}
      showSearch={{ filterOption: false, onSearch: setTyped, searchValue: typed }}
      loading={found.isFetching}
      onBlur={() => setTyped('')}
      options={list}
    />
  );
};
