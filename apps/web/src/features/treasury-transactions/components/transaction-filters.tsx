import { COUNTERPARTY_KINDS, TREASURY_DIRECTIONS, TREASURY_SOURCE_KINDS } from '@zerg/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import type { ListState } from '../../../components/use-list-state';
import { useCompanies } from '../../../reference-data/get-companies';
import { useBankAccountOptions } from '../api/get-bank-account-options';
import type { TransactionFilters as TransactionFilterValues } from '../api/get-transactions';

export type TransactionFiltersProps = { list: ListState<TransactionFilterValues> };

/** Direction, company, account, source, counterparty and date range filters of the movements list. */
export const TransactionFilters = ({ list }: TransactionFiltersProps) => {
  const { t } = useTranslation();
  const companies = useCompanies();
  const accounts = useBankAccountOptions(list.filters.companyId);
  const { filters, setFilter } = list;

  return (
    <>
      <Select
        allowClear
        placeholder={t('treasury-transactions:filters.direction')}
        value={filters.direction}
        onChange={(value) => setFilter('direction', value)}
        options={TREASURY_DIRECTIONS.map((d) => ({
          value: d,
          label: t(`treasury-transactions:direction.${d}`),
        }))}
        style={{ width: 130 }}
        data-testid="filter-direction"
      />
      <Select<number>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('treasury-transactions:filters.company')}
        value={filters.companyId}
        onChange={(value) => {
          setFilter('companyId', value);
          setFilter('bankAccountId', undefined);
        }}
        loading={companies.isPending}
        options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        style={{ width: 180 }}
        data-testid="filter-company"
      />
      <Select<number>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('treasury-transactions:filters.account')}
        value={filters.bankAccountId}
        onChange={(value) => setFilter('bankAccountId', value)}
        loading={accounts.isPending}
        options={(accounts.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
        style={{ width: 200 }}
        popupMatchSelectWidth={false}
        data-testid="filter-account"
      />
      <Select
        allowClear
        placeholder={t('treasury-transactions:filters.source')}
        value={filters.sourceKind}
        onChange={(value) => setFilter('sourceKind', value)}
        options={TREASURY_SOURCE_KINDS.map((s) => ({
          value: s,
          label: t(`treasury-transactions:source.${s}`),
        }))}
        style={{ width: 170 }}
        data-testid="filter-source"
      />
      <Select
        allowClear
        placeholder={t('treasury-transactions:filters.counterparty')}
        value={filters.counterpartyKind}
        onChange={(value) => setFilter('counterpartyKind', value)}
        options={COUNTERPARTY_KINDS.map((k) => ({
          value: k,
          label: t(`treasury-transactions:counterpartyKind.${k}`),
        }))}
        style={{ width: 150 }}
        data-testid="filter-counterparty"
      />
      <DateInput
        placeholder={t('treasury-transactions:filters.from')}
        value={filters.from ?? null}
        onChange={(value) => setFilter('from', value ?? undefined)}
        style={{ width: 140 }}
        data-testid="filter-from"
      />
      <DateInput
        placeholder={t('treasury-transactions:filters.to')}
        value={filters.to ?? null}
        onChange={(value) => setFilter('to', value ?? undefined)}
        style={{ width: 140 }}
        data-testid="filter-to"
      />
    </>
  );
};
