import { PlusOutlined } from '@ant-design/icons';
import type { RequestStatus, TAdditionalWork } from '@zerg/shared';
import { Button, DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { DATE_FORMAT } from '../../../components/date-input';
import { RejectModal } from '../../../components/reject-modal';
import { toast } from '../../../components/toast';
import { useListState } from '../../../components/use-list-state';
import { errorMessage } from '../../../lib/error-message';
import { EmployeePicker } from '../../../reference-data/employee-picker';
import { useAreas } from '../../../reference-data/get-areas';
import { useApproveAdditionalWork } from '../api/approve-additional-work';
import { exportAdditionalWork } from '../api/export-additional-work';
import { type AdditionalWorkFilters, useAdditionalWork } from '../api/get-additional-work';
import { useRejectAdditionalWork } from '../api/reject-additional-work';
import { additionalWorkColumns } from './additional-work-columns';
import { AdditionalWorkFormModal } from './additional-work-form-modal';

export type AdditionalWorkTableProps = {
  /** One tab's status; absent: every status. */
  status?: RequestStatus;
};

/**
 * One tab of the additional-work screen: server-paged, searchable, filtered, exportable. Chiefs ask
 * from here; rows show the decision buttons where the caller may decide (`canDecide`).
 */
export const AdditionalWorkTable = ({ status }: AdditionalWorkTableProps) => {
  const { t, i18n } = useTranslation();
  const list = useListState<AdditionalWorkFilters>({
    sortBy: 'requestedAt',
    sortDesc: true,
    urlKey: status ?? 'all',
  });
  const params = { ...list.params, filters: { ...list.params.filters, ...(status ? { status } : {}) } };
  const rows = useAdditionalWork(params);
  const areas = useAreas();
  const approve = useApproveAdditionalWork();
  const reject = useRejectAdditionalWork();
  const [asking, setAsking] = useState(false);
  const [rejecting, setRejecting] = useState<TAdditionalWork | null>(null);
  const filtering = Boolean(list.params.q) || Object.keys(list.params.filters ?? {}).length > 0;

  const onApprove = (row: TAdditionalWork) =>
    approve.mutateAsync(row.id).then(
      () => toast.success(t('additional-work:approved', { name: row.employeeName })),
      (error: unknown) => toast.danger(errorMessage(t, error)),
    );

  const range =
    list.filters.from && list.filters.to ? [dayjs(list.filters.from), dayjs(list.filters.to)] : null;

  return (
    <>
      <DataTable<TAdditionalWork, AdditionalWorkFilters>
        list={list}
        query={rows}
        columns={additionalWorkColumns(t, i18n.resolvedLanguage ?? 'es', {
          onApprove,
          onReject: setRejecting,
        })}
        rowKey="id"
        testId={`additional-work-table-${status ?? 'all'}`}
        searchPlaceholder={t('additional-work:search')}
        emptyText={filtering ? undefined : t(`additional-work:empty.${status ?? 'all'}`)}
        filters={
          <>
            <EmployeePicker
              allowClear
              placeholder={t('additional-work:filters.employee')}
              value={list.filters.employeeId}
              onChange={(value) => list.setFilter('employeeId', value)}
              style={{ width: 220 }}
              data-testid="filter-employee"
            />
            <Select<number>
              allowClear
              placeholder={t('additional-work:filters.area')}
              value={list.filters.areaId}
              onChange={(value) => list.setFilter('areaId', value)}
              options={(areas.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
              style={{ width: 180 }}
              data-testid="filter-area"
            />
            <DatePicker.RangePicker
              value={range as never}
              onChange={(dates) => {
                list.setFilter('from', dates?.[0]?.format(DATE_FORMAT));
                list.setFilter('to', dates?.[1]?.format(DATE_FORMAT));
              }}
              placeholder={[t('additional-work:filters.from'), t('additional-work:filters.to')]}
              data-testid="filter-dates"
            />
          </>
        }
        onExport={() => exportAdditionalWork(params)}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAsking(true)}
            data-testid="additional-work-add"
          >
            {t('additional-work:add')}
          </Button>
        }
      />
      <AdditionalWorkFormModal open={asking} onClose={() => setAsking(false)} />
      <RejectModal
        target={rejecting}
        texts={{
          title: (name) => t('additional-work:rejectTitle', { name }),
          reject: t('additional-work:reject'),
          reason: t('additional-work:fields.rejectionReason'),
        }}
        onClose={() => setRejecting(null)}
        pending={reject.isPending}
        onReject={(body) => reject.mutateAsync(body).then(() => toast.success(t('additional-work:rejected')))}
      />
    </>
  );
};
