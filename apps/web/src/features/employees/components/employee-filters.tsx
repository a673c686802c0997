import { PERSONAL_TYPES, type PersonalType } from '@zerg/shared';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeOptions } from '../../../components/employee-record/code-label';
import type { ListState } from '../../../components/use-list-state';
import { ACCENT_INSENSITIVE_SEARCH } from '../../../lib/search-text';
import { useAreas } from '../../../reference-data/get-areas';
import { useCompanies } from '../../../reference-data/get-companies';
import { usePositions } from '../../../reference-data/get-positions';
import type { EmployeeFilters as EmployeeFilterValues } from '../api/get-employees';

export type EmployeeFiltersProps = { list: ListState<EmployeeFilterValues> };

type StatusFilter = NonNullable<EmployeeFilterValues['status']>;

/** Status (active by default), area, position of that area, personal type and company filters. */
export const EmployeeFilters = ({ list }: EmployeeFiltersProps) => {
  const { t } = useTranslation();
  const { filters, setFilter } = list;
  const areas = useAreas();
  const positions = usePositions(filters.areaId);
  const companies = useCompanies();
  const width = { width: 170 };

  return (
    <>
      <Select<StatusFilter>
        // The API lists active employees when no status is sent: show that as the default.
        value={filters.status ?? 'active'}
        onChange={(value) => setFilter('status', value === 'active' ? undefined : value)}
        options={[
          { value: 'active', label: t('employees:filters.active') },
          { value: 'inactive', label: t('employees:filters.inactive') },
          { value: 'all', label: t('employees:filters.all') },
        ]}
        style={{ width: 140 }}
        aria-label={t('employees:filters.status')}
        data-testid="filter-status"
      />
      <Select<number>
        allowClear
        showSearch={ACCENT_INSENSITIVE_SEARCH}
        placeholder={t('employees:filters.area')}
        value={filters.areaId}
        onChange={(value) => {
          setFilter('areaId', value);
          setFilter('positionId', undefined);
        }}
        loading={areas.isPending}
        options={(areas.data ?? []).map((area) => ({ value: area.id, label: area.name }))}
        style={width}
        data-testid="filter-area"
      />
      <Select<number>
        allowClear
        showSearch={ACCENT_INSENSITIVE_SEARCH}
        placeholder={t('employees:filters.position')}
        value={filters.positionId}
        onChange={(value) => setFilter('positionId', value)}
        disabled={!filters.areaId}
        loading={positions.isFetching}
        options={(positions.data ?? []).map((position) => ({ value: position.id, label: position.name }))}
        style={width}
        data-testid="filter-position"
      />
      <Select<PersonalType>
        allowClear
        placeholder={t('employees:filters.personalType')}
        value={filters.personalType}
        onChange={(value) => setFilter('personalType', value)}
        options={codeOptions(t, 'personalType', PERSONAL_TYPES)}
        style={width}
        data-testid="filter-personal-type"
      />
      <Select<number>
        allowClear
        placeholder={t('employees:filters.company')}
        value={filters.companyId}
        onChange={(value) => setFilter('companyId', value)}
        loading={companies.isPending}
        options={(companies.data ?? []).map((company) => ({ value: company.id, label: company.name }))}
        style={width}
        data-testid="filter-company"
      />
    </>
  );
};
