import { useState } from 'react';
import { type AccountOption, AccountSelect, type AccountSelectProps } from '../components/account-select';
import { useAccountingAccountOptions } from './get-accounting-account-options';

export type AccountPickerProps = Omit<AccountSelectProps, 'options' | 'loading' | 'onSearchChange'> & {
  /** Only accounts without children (entries post only to those). */
  postable?: boolean;
  onPick?: (account: AccountOption | undefined) => void;
};

/** An account of the chart, searched on the server by code or name: the one picker every screen uses. */
export const AccountPicker = ({ postable, onPick, onChange, ...props }: AccountPickerProps) => {
  const [q, setQ] = useState('');
  const options = useAccountingAccountOptions({ ...(q ? { q } : {}), ...(postable ? { postable } : {}) });
  return (
    <AccountSelect
      {...props}
      options={options.data}
      loading={options.isFetching}
      onSearchChange={setQ}
      onChange={(value, option) => {
        onChange?.(value, option);
        onPick?.(options.data?.find((o) => o.id === value));
      }}
    />
  );
};
