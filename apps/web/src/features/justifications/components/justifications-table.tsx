import {
  JUSTIFICATION_GROUP_STATUSES,
  JUSTIFICATION_TYPES,
  type JustificationGroup,
  type JustificationStatus,
  type JustificationType,
  type TJustification,
} from '@zerg/shared';
import { Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { DateInput } from '../../../components/date-input';
import { toast } from '../../../components/toast';
import { useListState } from '../../../components/use-list-state';
import { errorMessage } from '../../../lib/error-message';
import { EmployeePicker } from '../../../reference-data/employee-picker';
import { useAreas } from '../../../reference-data/get-areas';
import { exportJustifications } from '../api/export-justifications';
import { openJustificationFile } from '../api/get-justification-file';
import { type JustificationFilters, useJustifications } from '../api/get-justifications';
import { DecideModal, type DecideTarget } from './decide-modal';
import { justificationColumns } from './justification-columns';

/** One inner tab of HR's justifications (Pending or Completed): server-paged, searchable, filtered. */
export const JustificationsTable = ({ group }: { group: JustificationGroup }) => {
  const { t } = useTranslation();
  const list = useListState<JustificationFilters>({
    sortBy: 'workDate',
    sortDesc: group === 'completed',
    urlKey: group,
  });
  const params = { ...list.params, filters: { ...list.params.filters, group } };
  const rows = useJustifications(params);
  const areas = useAreas();
  const filtering = Boolean(list.params.q) || Object.keys(list.params.filters ?? {}).length > 0;
  const [deciding, setDeciding] = useState<DecideTarget | null>(null);

  const openFile = (row: TJustification) =>
    void openJustificationFile(row.id, row.fileName ?? 'file').catch((error: unknown) =>
      toast.danger(errorMessage(t, error)),
    );

  return (
    <>
      <DataTable<TJustification, JustificationFilters>
        list={list}
        query={rows}
        columns={justificationColumns(t, { onDecide: setDeciding, onOpenFile: openFile })}
        rowKey="id"
        testId={`justifications-table-${group}`}
        searchPlaceholder={t('justifications:hr.search')}
        emptyText={filtering ? undefined : t(`justifications:hr.empty.${group}`)}
        filters={
          <>
            <Select<JustificationStatus>
              allowClear
              placeholder={t('justifications:filters.status')}
              value={list.filters.status}
              onChange={(value) => list.setFilter('status', value)}
              options={JUSTIFICATION_GROUP_STATUSES[group].map((status) => ({
                value: status,
                label: t(`justifications:status.${status}`),
              }))}
              style={{ width: 190 }}
              data-testid="filter-status"
            />
            <Select<JustificationType>
              allowClear
              placeholder={t('justifications:filters.type')}
              value={list.filters.type}
              onChange={(value) => list.setFilter('type', value)}
              options={JUSTIFICATION_TYPES.map((type) => ({
                value: type,
                label: t(`justifications:type.${type}`),
              }))}
              style={{ width: 140 }}
              data-testid="filter-type"
            />
            <Select<number>
              allowClear
              placeholder={t('justifications:filters.area')}
              value={list.filters.areaId}
              onChange={(value) => list.setFilter('areaId', value)}
              loading={areas.isPending}
              options={(areas.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
              style={{ width: 170 }}
              data-testid="filter-area"
            />
            <EmployeePicker
              allowClear
              placeholder={t('justifications:filters.employee')}
              value={list.filters.employeeId}
              onChange={(value) => list.setFilter('employeeId', value)}
              style={{ width: 220 }}
              data-testid="filter-employee"
            />
            <DateInput
              placeholder={t('justifications:filters.from')}
              value={list.filters.from ?? null}
              onChange={(value) => list.setFilter('from', value ?? undefined)}
              style={{ width: 140 }}
              data-testid="filter-from"
            />
            <DateInput
              placeholder={t('justifications:filters.to')}
              value={list.filters.to ?? null}
              onChange={(value) => list.setFilter('to', value ?? undefined)}
              style={{ width: 140 }}
              data-testid="filter-to"
            />
          </>
        }
        onExport={() => exportJustifications(params)}
      />
      <DecideModal target={deciding} onClose={() => setDeciding(null)} />
    </>
  );
};
