import { Select, type SelectProps } from 'antd';
import { useEffect, useRef, useState } from 'react';

export type AccountOption = { id: number; code: string; name: string };

export type AccountSelectProps = Omit<
  SelectProps<number>,
  'options' | 'onSearch' | 'showSearch' | 'filterOption' | 'loading'
> & {
  /** The accounts matching the current search (the caller asks the server with `search`). */
  options: readonly AccountOption[] | undefined;
  loading?: boolean;
  /** The debounced search text; the caller turns it into its options query. */
  onSearchChange: (search: string) => void;
  /** The account already chosen, so its label shows before any search brings it. */
  selected?: AccountOption | null;
};

const DEBOUNCE_MS = 300;

export const accountLabel = (account: AccountOption): string => `${account.code} · ${account.name}`;

/**
 * A chart-of-accounts picker searched on the server by code or name. The accounts seen so far are
 * remembered, so the chosen one keeps its label when a later search no longer returns it.
 */
export const AccountSelect = ({
  options,
  loading,
  onSearchChange,
  selected,
  value,
  ...props
}: AccountSelectProps) => {
  const seen = useRef(new Map<number, AccountOption>());
  const [search, setSearch] = useState('');
  for (const option of options ?? []) seen.current.set(option.id, option);
  if (selected) seen.current.set(selected.id, selected);

  useEffect(() => {
    const timer = setTimeout(() => onSearchChange(search.trim()), DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, onSearchChange]);

  const current = typeof value === 'number' ? seen.current.get(value) : undefined;
  const list = [...(options ?? [])];
  if (current && !list.some((o) => o.id === current.id)) list.unshift(current);

  return (
    <Select<number>
      {...props}
      value={value}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      loading={loading}
      onBlur={() => setSearch('')}
      options={list.map((o) => ({ value: o.id, label: accountLabel(o) }))}
    />
  );
};
