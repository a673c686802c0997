import type { TOption } from '@zerg/shared';
import { RemoteSearchSelect, type RemoteSearchSelectProps } from '../components/remote-search-select';
import { getClientOptions } from './get-client-options';
import { referenceKey } from './keys';

const KEY = referenceKey('clients');
const toOption = (c: TOption) => ({ value: c.id, label: c.name });

/** An active client, searched on the server by name or RUC as the user types. */
export const ClientPicker = (
  props: Omit<RemoteSearchSelectProps<TOption>, 'queryKey' | 'fetchOptions' | 'toOption'>,
) => (
  <RemoteSearchSelect<TOption>
    {...props}
    queryKey={KEY}
    fetchOptions={getClientOptions}
    toOption={toOption}
  />
);
