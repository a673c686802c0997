import { COMPANY_ACCOUNT_STATUSES, TREASURY_CURRENCIES } from '@zerg/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../../../components/use-list-state';
import { useBanks } from '../../../reference-data/get-banks';
import { useCompanies } from '../../../reference-data/get-companies';
import type { BankAccountFilters as BankAccountFilterValues } from '../api/get-bank-accounts';

export type BankAccountFiltersProps = { list: ListState<BankAccountFilterValues> };

/** Company, bank, currency and status filters of the bank accounts list. */
export const BankAccountFilters = ({ list }: BankAccountFiltersProps) => {
  const { t } = useTranslation();
  const companies = useCompanies();
  const banks = useBanks();
  const { filters, setFilter } = list;

  return (
    <>
      <Select<number>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('treasury-bank-accounts:filters.company')}
        value={filters.companyId}
        onChange={(value) => setFilter('companyId', value)}
        loading={companies.isPending}
        options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        style={{ width: 200 }}
        data-testid="filter-company"
      />
      <Select<string>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('treasury-bank-accounts:filters.bank')}
        value={filters.bank}
        onChange={(value) => setFilter('bank', value)}
        loading={banks.isPending}
        options={(banks.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
        style={{ width: 200 }}
        data-testid="filter-bank"
      />
      <Select<(typeof TREASURY_CURRENCIES)[number]>
        allowClear
        placeholder={t('treasury-bank-accounts:filters.currency')}
        value={filters.currency}
        onChange={(value) => setFilter('currency', value)}
        options={TREASURY_CURRENCIES.map((c) => ({
          value: c,
          label: t(`treasury-bank-accounts:currency.${c}`),
        }))}
        style={{ width: 140 }}
        data-testid="filter-currency"
      />
      <Select<(typeof COMPANY_ACCOUNT_STATUSES)[number]>
        allowClear
        placeholder={t('treasury-bank-accounts:filters.status')}
        value={filters.status}
        onChange={(value) => setFilter('status', value)}
        options={COMPANY_ACCOUNT_STATUSES.map((s) => ({ value: s, label: t(`common:status.${s}`) }))}
        style={{ width: 140 }}
        data-testid="filter-status"
      />
    </>
  );
};
