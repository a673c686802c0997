import { ACCOUNT_DEPTH_MAX } from '@zerg/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../../../components/use-list-state';
import type { AccountingAccountFilters } from '../api/get-accounting-accounts';
import { levelKey } from './account-level-tag';

type YesNo = 'yes' | 'no';
const toYesNo = (value: boolean | undefined): YesNo | undefined =>
  value === undefined ? undefined : value ? 'yes' : 'no';
const fromYesNo = (value: YesNo | undefined): boolean | undefined =>
  value === undefined ? undefined : value === 'yes';

/** Element (0–9), level, PCGE or own, status and postable filters of the chart. */
export const AccountFilters = ({ list }: { list: ListState<AccountingAccountFilters> }) => {
  const { t } = useTranslation();
  const { filters, setFilter } = list;
  return (
    <>
      <Select<number>
        allowClear
        placeholder={t('accounting-accounts:filters.element')}
        value={filters.element}
        onChange={(value) => setFilter('element', value)}
        options={Array.from({ length: 10 }, (_, element) => ({
          value: element,
          label: `${element} · ${t(`accounting-accounts:elements.${element}`)}`,
        }))}
        style={{ width: 230 }}
        popupMatchSelectWidth={false}
        data-testid="filter-element"
      />
      <Select<number>
        allowClear
        placeholder={t('accounting-accounts:filters.level')}
        value={filters.depth}
        onChange={(value) => setFilter('depth', value)}
        options={Array.from({ length: ACCOUNT_DEPTH_MAX }, (_, i) => ({
          value: i + 1,
          label: `${i + 1} · ${t(levelKey(i + 1))}`,
        }))}
        style={{ width: 190 }}
        data-testid="filter-level"
      />
      <Select<'system' | 'own'>
        allowClear
        placeholder={t('accounting-accounts:filters.origin')}
        value={filters.system === undefined ? undefined : filters.system ? 'system' : 'own'}
        onChange={(value) => setFilter('system', value === undefined ? undefined : value === 'system')}
        options={[
          { value: 'system', label: t('accounting-accounts:origin.system') },
          { value: 'own', label: t('accounting-accounts:origin.own') },
        ]}
        style={{ width: 140 }}
        data-testid="filter-origin"
      />
      <Select<YesNo>
        allowClear
        placeholder={t('accounting-accounts:filters.postable')}
        value={toYesNo(filters.postable)}
        onChange={(value) => setFilter('postable', fromYesNo(value))}
        options={[
          { value: 'yes', label: t('accounting-accounts:postable.yes') },
          { value: 'no', label: t('accounting-accounts:postable.no') },
        ]}
        style={{ width: 150 }}
        data-testid="filter-postable"
      />
      <Select<YesNo>
        allowClear
        placeholder={t('accounting-accounts:filters.status')}
        value={toYesNo(filters.active)}
        onChange={(value) => setFilter('active', fromYesNo(value))}
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
