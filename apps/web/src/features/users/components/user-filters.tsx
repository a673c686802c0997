import { MODULES } from '@zerg/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../../../components/use-list-state';
import { useCampuses } from '../../../reference-data/get-campuses';
import { useRoles } from '../../../reference-data/get-roles';
import type { UserFilters as UserFilterValues } from '../api/get-users';

export type UserFiltersProps = { list: ListState<UserFilterValues> };

/** Role, campus, module and status filters of the users list. */
export const UserFilters = ({ list }: UserFiltersProps) => {
  const { t } = useTranslation();
  const roles = useRoles();
  const campuses = useCampuses();
  const { filters, setFilter } = list;
  const width = { width: 170 };

  return (
    <>
      <Select<number>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('users:filters.role')}
        value={filters.roleId}
        onChange={(value) => setFilter('roleId', value)}
        loading={roles.isPending}
        options={(roles.data ?? []).map((role) => ({ value: role.id, label: role.name }))}
        style={width}
        data-testid="filter-role"
      />
      <Select<number>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('users:filters.campus')}
        value={filters.campusId}
        onChange={(value) => setFilter('campusId', value)}
        loading={campuses.isPending}
        options={(campuses.data ?? []).map((campus) => ({ value: campus.id, label: campus.name }))}
        style={width}
        data-testid="filter-campus"
      />
      <Select<number>
        allowClear
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('users:filters.module')}
        value={filters.moduleId}
        onChange={(value) => setFilter('moduleId', value)}
        options={MODULES.map((module) => ({ value: module.id, label: t(`common:modules.${module.key}`) }))}
        style={width}
        data-testid="filter-module"
      />
      <Select<'active' | 'inactive'>
        allowClear
        placeholder={t('users:filters.status')}
        value={filters.status}
        onChange={(value) => setFilter('status', value)}
        options={[
          { value: 'active', label: t('common:status.active') },
          { value: 'inactive', label: t('common:status.inactive') },
        ]}
        style={{ width: 140 }}
        data-testid="filter-status"
      />
    </>
  );
};
