import { MailOutlined } from '@ant-design/icons';
import { PAYSLIP_DELIVERY_STATES, type PayslipDeliveryState, type TPayslipDelivery } from '@zerg/shared';
import { Button, Select, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { toast } from '../../../components/toast';
import { useListState } from '../../../components/use-list-state';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { type PayslipDeliveryFilters, usePayslipDeliveries } from '../api/get-payslip-deliveries';
import { useResendSignedPayslip } from '../api/resend-signed-payslip';

export const DELIVERY_COLORS: Record<PayslipDeliveryState, string> = {
  queued: 'warning',
  sent: 'processing',
  opened: 'success',
  failed: 'error',
  no_email: 'default',
};

const when = (value: string | null) => (value ? formatDateTime(value) : '');

/** The run's electronic boletas, a row per worker: state, address, sent and opened, and a resend. */
export const PayslipDeliveriesTable = ({ runId, polling }: { runId: number; polling: boolean }) => {
  const { t } = useTranslation('payroll-payments');
  const list = useListState<PayslipDeliveryFilters>({ sortBy: 'name' });
  const query = usePayslipDeliveries(runId, list.params, polling);
  const resend = useResendSignedPayslip();
  const columns: DataTableColumn<TPayslipDelivery>[] = [
    { title: t('worker'), dataIndex: 'name', sortKey: 'name' },
    { title: t('document'), dataIndex: 'document' },
    {
      title: t('eboletas.state'),
      dataIndex: 'state',
      sortKey: 'state',
      render: (state: PayslipDeliveryState, row) => (
        <Tooltip title={row.error ?? undefined}>
          <Tag color={DELIVERY_COLORS[state]} data-testid={`delivery-state-${row.employeeId}`}>
            {t(`eboletas.states.${state}`)}
          </Tag>
        </Tooltip>
      ),
    },
    { title: t('eboletas.sentTo'), dataIndex: 'sentTo' },
    { title: t('eboletas.sentAt'), dataIndex: 'sentAt', sortKey: 'sentAt', render: when },
    { title: t('eboletas.openedAt'), dataIndex: 'openedAt', sortKey: 'openedAt', render: when },
    {
      title: t('common:table.actions'),
      key: 'resend',
      align: 'right',
      render: (_, row) =>
        row.state === 'no_email' ? null : (
          <Button
            size="small"
            icon={<MailOutlined />}
            loading={resend.isPending && resend.variables === row.id}
            onClick={() =>
              resend.mutate(row.id, {
                onSuccess: () => toast.success(t('eboletas.resent', { name: row.name })),
                onError: (error) => toast.danger(errorMessage(t, error)),
              })
            }
          >
            {t('eboletas.resend')}
          </Button>
        ),
    },
  ];
  return (
    <DataTable<TPayslipDelivery, PayslipDeliveryFilters>
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      testId="payslip-deliveries"
      searchPlaceholder={t('search')}
      emptyText={t('eboletas.none')}
      filters={
        <Select
          allowClear
          style={{ minWidth: 160 }}
          placeholder={t('eboletas.state')}
          value={list.filters.state}
          onChange={(v) => list.setFilter('state', v)}
          data-testid="delivery-state-filter"
          options={PAYSLIP_DELIVERY_STATES.map((s) => ({ value: s, label: t(`eboletas.states.${s}`) }))}
        />
      }
    />
  );
};
