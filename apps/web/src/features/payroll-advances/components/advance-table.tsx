import { CalendarOutlined, PlusOutlined } from '@ant-design/icons';
import {
  ADVANCE_KINDS,
  ADVANCE_STATES,
  type AdvanceKind,
  type AdvanceState,
  type TAdvance,
} from '@zerg/shared';
import { Button, DatePicker, Select, Space } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { RejectModal } from '../../../components/reject-modal';
import { toast } from '../../../components/toast';
import { useListState } from '../../../components/use-list-state';
import { errorMessage } from '../../../lib/error-message';
import { useAreaLimited } from '../../../lib/use-area-limited';
import { useApproveAdvance } from '../api/approve-advance';
import { exportAdvances } from '../api/export-advances';
import { type AdvanceFilters, useAdvances } from '../api/get-advances';
import { useRejectAdvance } from '../api/reject-advance';
import { advanceColumns } from './advance-columns';
import { AdvanceFormModal } from './advance-form-modal';
import { AdvancePayModal } from './advance-pay-modal';
import { QuincenaModal } from './quincena-modal';

/** HR payroll › Salary advances: server-paged, searchable, filtered by state and month, exportable. */
export const AdvanceTable = () => {
  const { t, i18n } = useTranslation();
  const list = useListState<AdvanceFilters>({ sortBy: 'createdAt', sortDesc: true });
  const rows = useAdvances(list.params);
  const approve = useApproveAdvance();
  const reject = useRejectAdvance();
  const [adding, setAdding] = useState(false);
  const [generating, setGenerating] = useState(false);
  // The quincena is every worker's: company-wide work.
  const areaLimited = useAreaLimited();
  const [rejecting, setRejecting] = useState<TAdvance | null>(null);
  const [paying, setPaying] = useState<TAdvance | null>(null);
  const filtering = Boolean(list.params.q) || Object.keys(list.params.filters ?? {}).length > 0;

  const onApprove = (row: TAdvance) =>
    approve.mutateAsync({ id: row.id }).then(
      () => toast.success(t('payroll-advances:approved', { name: row.employeeName })),
      (error: unknown) => toast.danger(errorMessage(t, error)),
    );

  return (
    <>
      <DataTable<TAdvance, AdvanceFilters>
        list={list}
        query={rows}
        columns={advanceColumns(t, i18n.resolvedLanguage ?? 'es', {
          onApprove,
          onReject: setRejecting,
          onPay: setPaying,
        })}
        rowKey="id"
        testId="advance-table"
        searchPlaceholder={t('payroll-advances:search')}
        emptyText={filtering ? undefined : t('payroll-advances:empty')}
        filters={
          <>
            <Select<AdvanceState>
              allowClear
              placeholder={t('payroll-advances:filters.status')}
              value={list.filters.status}
              onChange={(value) => list.setFilter('status', value)}
              options={ADVANCE_STATES.map((v) => ({ value: v, label: t(`payroll-advances:status.${v}`) }))}
              style={{ width: 160 }}
              data-testid="filter-status"
            />
            <Select<AdvanceKind>
              allowClear
              placeholder={t('payroll-advances:filters.kind')}
              value={list.filters.kind}
              onChange={(value) => list.setFilter('kind', value)}
              options={ADVANCE_KINDS.map((v) => ({ value: v, label: t(`payroll-advances:kind.${v}`) }))}
              style={{ width: 170 }}
              data-testid="filter-kind"
            />
            <DatePicker
              picker="month"
              format="MM/YYYY"
              placeholder={t('payroll-advances:filters.month')}
              value={list.filters.period ? dayjs(`${list.filters.period}-01`) : null}
              onChange={(d) => list.setFilter('period', d ? d.format('YYYY-MM') : undefined)}
              data-testid="filter-month"
            />
          </>
        }
        onExport={() => exportAdvances(list.params)}
        actions={
          <Space>
            {!areaLimited && (
              <Button
                icon={<CalendarOutlined />}
                onClick={() => setGenerating(true)}
                data-testid="quincena-open"
              >
                {t('payroll-advances:quincena.open')}
              </Button>
            )}
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setAdding(true)}
              data-testid="advance-add"
            >
              {t('payroll-advances:add')}
            </Button>
          </Space>
        }
      />
      <AdvanceFormModal open={adding} onClose={() => setAdding(false)} />
      <QuincenaModal open={generating} onClose={() => setGenerating(false)} />
      <AdvancePayModal target={paying} onClose={() => setPaying(null)} />
      <RejectModal
        target={rejecting}
        texts={{
          title: (name) => t('payroll-advances:rejectTitle', { name }),
          reject: t('payroll-advances:reject'),
          reason: t('payroll-advances:fields.rejectionReason'),
        }}
        onClose={() => setRejecting(null)}
        pending={reject.isPending}
        onReject={(body) =>
          reject.mutateAsync(body).then(() => toast.success(t('payroll-advances:rejected')))
        }
      />
    </>
  );
};
