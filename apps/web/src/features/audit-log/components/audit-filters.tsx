import { Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { actionLabel } from '../../../components/record-history/record-history';
import type { ListState } from '../../../components/use-list-state';
import { useUserOptions } from '../../../reference-data/get-user-options';
import type { AuditFilters as AuditFilterValues } from '../api/get-audit-log';
import { AUDIT_ACTIONS, AUDIT_ENTITIES } from './audit-vocabulary';

/** Who, which record, which action and between which days. */
export const AuditFilters = ({ list }: { list: ListState<AuditFilterValues> }) => {
  const { t, i18n } = useTranslation();
  const { filters, setFilter } = list;
  const users = useUserOptions();
  return (
    <>
      <Select
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('audit-log:filters.user')}
        value={filters.userId}
        onChange={(value) => setFilter('userId', value)}
        options={(users.data ?? []).map((u) => ({ value: u.id, label: u.name }))}
        loading={users.isPending}
        style={{ width: 220 }}
        data-testid="filter-user"
      />
      <Select
        allowClear
        placeholder={t('audit-log:filters.entity')}
        value={filters.entity}
        onChange={(value) => setFilter('entity', value)}
        options={AUDIT_ENTITIES.map((e) => ({ value: e, label: t(`audit-log:entities.${e}`) }))}
        style={{ width: 180 }}
        data-testid="filter-entity"
      />
      <Input
        allowClear
        placeholder={t('audit-log:filters.entityId')}
        value={filters.entityId ?? ''}
        onChange={(e) => setFilter('entityId', e.target.value.trim() || undefined)}
        style={{ width: 120 }}
        data-testid="filter-entity-id"
      />
      <Select
        allowClear
        placeholder={t('audit-log:filters.action')}
        value={filters.action}
        onChange={(value) => setFilter('action', value)}
        options={AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(t, (k) => i18n.exists(k), a) }))}
        style={{ width: 200 }}
        data-testid="filter-action"
      />
      <DateInput
        placeholder={t('audit-log:filters.from')}
        value={filters.from ?? null}
        onChange={(value) => setFilter('from', value ?? undefined)}
        style={{ width: 140 }}
        data-testid="filter-from"
      />
      <DateInput
        placeholder={t('audit-log:filters.to')}
        value={filters.to ?? null}
        onChange={(value) => setFilter('to', value ?? undefined)}
        style={{ width: 140 }}
        data-testid="filter-to"
      />
    </>
  );
};
