import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListState } from '../../../components/use-list-state';
import { useReportFilters } from '../api/get-report-filters';

type StaffFilterKeys = { areaId?: number; campusId?: number };

/**
 * Area and campus filters. The areas offered are the viewer's (an area chief sees only theirs), or
 * `areas` when a department report names its own.
 */
export const StaffFilters = <F extends StaffFilterKeys>({
  list,
  areas,
}: {
  list: ListState<F>;
  areas?: readonly { id: number; name: string }[];
}) => {
  const { t } = useTranslation();
  const options = useReportFilters(areas === undefined);
  const areaOptions = (areas ?? options.data?.areas ?? []).map((a) => ({ value: a.id, label: a.name }));
  return (
    <>
      <Select<number>
        allowClear
        placeholder={t('attendance-reports:filters.area')}
        value={list.filters.areaId as number | undefined}
        onChange={(value) => list.setFilter('areaId', value as F['areaId'])}
        options={areaOptions}
        style={{ width: 180 }}
        data-testid="filter-area"
      />
      {areas === undefined && (
        <Select<number>
          allowClear
          placeholder={t('attendance-reports:filters.campus')}
          value={list.filters.campusId as number | undefined}
          onChange={(value) => list.setFilter('campusId', value as F['campusId'])}
          options={(options.data?.campuses ?? []).map((c) => ({ value: c.id, label: c.name }))}
          style={{ width: 180 }}
          data-testid="filter-campus"
        />
      )}
    </>
  );
};
