import { PlusOutlined } from '@ant-design/icons';
import type { RequestStatus, TSalaryIncrease } from '@zerg/shared';
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
import { useApproveSalaryIncrease } from '../api/approve-salary-increase';
import { exportSalaryIncreases } from '../api/export-salary-increases';
import { type SalaryIncreaseFilters, useSalaryIncreases } from '../api/get-salary-increases';
import { useRejectSalaryIncrease } from '../api/reject-salary-increase';
import { salaryIncreaseColumns } from './salary-increase-columns';
import { SalaryIncreaseFormModal } from './salary-increase-form-modal';

export type SalaryIncreaseTableProps = {
  /** `requests`: the requester's screen (44) with the form; `approvals`: HR's (42) with decisions. */
  mode: 'requests' | 'approvals';
  /** One tab's status; absent: every status. */
  status?: RequestStatus;
};

/** One tab of a salary-increase screen: server-paged, searchable, filtered, exportable. */
export const SalaryIncreaseTable = ({ mode, status }: SalaryIncreaseTableProps) => {
  const { t, i18n } = useTranslation();
  const list = useListState<SalaryIncreaseFilters>({
    sortBy: 'requestedAt',
    sortDesc: true,
    urlKey: status ?? 'all',
  });
  const params = { ...list.params, filters: { ...list.params.filters, ...(status ? { status } : {}) } };
  const rows = useSalaryIncreases(params);
  const areas = useAreas();
  const approve = useApproveSalaryIncrease();
  const reject = useRejectSalaryIncrease();
  const [asking, setAsking] = useState(false);
  const [rejecting, setRejecting] = useState<TSalaryIncrease | null>(null);
  const filtering = Boolean(list.params.q) || Object.keys(list.params.filters ?? {}).length > 0;

  const onApprove = (row: TSalaryIncrease) =>
    approve.mutateAsync(row.id).then(
      () => toast.success(t('salary-increases:approved', { name: row.employeeName })),
      (error: unknown) => toast.danger(errorMessage(t, error)),
    );

  const range =
    list.filters.from && list.filters.to ? [dayjs(list.filters.from), dayjs(list.filters.to)] : null;

  return (
    <>
      <DataTable<TSalaryIncrease, SalaryIncreaseFilters>
        list={list}
        query={rows}
        columns={salaryIncreaseColumns(
          t,
          i18n.resolvedLanguage ?? 'es',
          mode === 'approvals' ? { onApprove, onReject: setRejecting } : {},
        )}
        rowKey="id"
        testId={`salary-increase-table-${mode}-${status ?? 'all'}`}
        searchPlaceholder={t('salary-increases:search')}
        emptyText={filtering ? undefined : t(`salary-increases:empty.${status ?? 'all'}`)}
        filters={
          <>
            <EmployeePicker
              allowClear
              placeholder={t('salary-increases:filters.employee')}
              value={list.filters.employeeId}
              onChange={(value) => list.setFilter('employeeId', value)}
              style={{ width: 220 }}
              data-testid="filter-employee"
            />
            <Select<number>
              allowClear
              placeholder={t('salary-increases:filters.area')}
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
              placeholder={[t('salary-increases:filters.from'), t('salary-increases:filters.to')]}
              data-testid="filter-dates"
            />
          </>
        }
        onExport={() => exportSalaryIncreases(params)}
        actions={
          mode === 'requests' ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setAsking(true)}
              data-testid="salary-increase-add"
            >
              {t('salary-increases:add')}
            </Button>
          ) : undefined
        }
      />
      {mode === 'requests' && <SalaryIncreaseFormModal open={asking} onClose={() => setAsking(false)} />}
      {mode === 'approvals' && (
        <RejectModal
          target={rejecting}
          texts={{
            title: (name) => t('salary-increases:rejectTitle', { name }),
            reject: t('salary-increases:reject'),
            reason: t('salary-increases:fields.rejectionReason'),
          }}
          onClose={() => setRejecting(null)}
          pending={reject.isPending}
          onReject={(body) =>
            reject.mutateAsync(body).then(() => toast.success(t('salary-increases:rejected')))
          }
        />
      )}
    </>
  );
};
