import { TREASURY_DIRECTIONS, type TreasuryDirection } from '@zerg/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../../../components/use-list-state';
import type { TransactionTypeFilters as Filters } from '../api/get-transaction-types';

/** Direction and status filters of the transaction types. */
export const TransactionTypeFilters = ({ list }: { list: ListState<Filters> }) => {
  const { t } = useTranslation();
  const { filters, setFilter } = list;
  return (
    <>
      <Select<TreasuryDirection>
        allowClear
        placeholder={t('accounting-accounts:types.columns.direction')}
        value={filters.direction}
        onChange={(value) => setFilter('direction', value)}
        options={TREASURY_DIRECTIONS.map((d) => ({
          value: d,
          label: t(`accounting-accounts:direction.${d}`),
        }))}
        style={{ width: 150 }}
        data-testid="filter-direction"
      />
      <Select<'yes' | 'no'>
        allowClear
        placeholder={t('accounting-accounts:filters.status')}
        value={filters.active === undefined ? undefined : filters.active ? 'yes' : 'no'}
        onChange={(value) => setFilter('active', value === undefined ? undefined : value === 'yes')}
        options={[
          { value: 'yes', label: t('common:status.active') },
          { value: 'no', label: t('common:status.inactive') },
        ]}
        style={{ width: 130 }}
        data-testid="filter-status"
      />
    </>
  );
};
