import { CheckOutlined, CloseOutlined, DollarOutlined } from '@ant-design/icons';
import type { TAdvance } from '@zerg/shared';
import { Button, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import type { DataTableColumn } from '../../../components/data-table';
import { DeciderNote } from '../../../components/decider-note';
import { StatusTag } from '../../../components/status-tag';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';

export type AdvanceRowActions = {
  onApprove: (row: TAdvance) => Promise<unknown>;
  onReject: (row: TAdvance) => void;
  onPay: (row: TAdvance) => void;
};

const STATUS_TAGS: Record<TAdvance['status'], string> = {
  requested: 'pending',
  approved: 'approved',
  paid: 'paid',
  deducted: 'discounted',
  rejected: 'rejected',
};

/** The columns of the advance list; the actions follow the advance's state machine. */
export const advanceColumns = (
  t: TFunction,
  lang: string,
  actions: AdvanceRowActions,
): DataTableColumn<TAdvance>[] => [
  {
    title: t('payroll-advances:columns.employee'),
    dataIndex: 'employeeName',
    sortKey: 'employeeName',
    fixed: 'left',
    render: (name: string, row) => (
      <Flex vertical>
        <Typography.Text strong>{name}</Typography.Text>
        {row.areaName && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.areaName}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  {
    title: t('payroll-advances:columns.amount'),
    dataIndex: 'amount',
    sortKey: 'amount',
    align: 'right',
    render: (amount: string) => <Typography.Text strong>{formatMoney(amount, 'PEN', lang)}</Typography.Text>,
  },
  {
    title: t('payroll-advances:columns.period'),
    dataIndex: 'period',
    sortKey: 'period',
    render: (period: string, row) => (
      <Space size={4}>
        {dayjs(`${period.slice(0, 7)}-01`).format('MMM YYYY')}
        {row.kind === 'quincena' && <Tag color="geekblue">{t('payroll-advances:kind.quincena')}</Tag>}
      </Space>
    ),
  },
  {
    title: t('payroll-advances:columns.reason'),
    dataIndex: 'reason',
    width: 220,
    render: (reason: string | null, row) => (
      <Typography.Paragraph ellipsis={{ rows: 2, tooltip: true }} style={{ marginBottom: 0, maxWidth: 220 }}>
        {row.rejectedReason ?? reason ?? '—'}
      </Typography.Paragraph>
    ),
  },
  {
    title: t('payroll-advances:columns.payment'),
    dataIndex: 'paymentReference',
    render: (ref: string | null, row) =>
      ref ? (
        <Flex vertical>
          <Typography.Text>{ref}</Typography.Text>
          {row.paidAt && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDate(row.paidAt)}
            </Typography.Text>
          )}
        </Flex>
      ) : (
        '—'
      ),
  },
  {
    title: t('payroll-advances:columns.created'),
    dataIndex: 'createdAt',
    sortKey: 'createdAt',
    render: (value: string, row) => (
      <Flex vertical>
        <Typography.Text>{row.createdByName ?? '—'}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDate(value)}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: t('payroll-advances:columns.status'),
    dataIndex: 'status',
    sortKey: 'status',
    align: 'center',
    render: (status: TAdvance['status'], row) => (
      <>
        <span data-testid={`advance-status-${row.id}`}>
          <StatusTag status={STATUS_TAGS[status]} label={t(`payroll-advances:status.${status}`)} />
        </span>
        <DeciderNote
          open={status === 'requested'}
          escalatedTo={row.escalatedTo}
          usual={t('common:decider.hr')}
          testId={`advance-decider-${row.id}`}
        />
      </>
    ),
  },
  {
    title: t('common:table.actions'),
    key: 'actions',
    fixed: 'right',
    align: 'center',
    render: (_value, row) => (
      <Space size={0}>
        {row.status === 'requested' && row.canDecide && (
          <Tooltip title={t('payroll-advances:approve')}>
            <ConfirmButton
              type="text"
              icon={<CheckOutlined />}
              aria-label={t('payroll-advances:approve')}
              confirmTitle={t('payroll-advances:approveQuestion', {
                name: row.employeeName,
                amount: formatMoney(row.amount, 'PEN', lang),
              })}
              confirmOkText={t('payroll-advances:approve')}
              onConfirm={() => actions.onApprove(row)}
              data-testid={`advance-approve-${row.id}`}
            />
          </Tooltip>
        )}
        {row.status === 'approved' && (
          <Tooltip title={t('payroll-advances:pay')}>
            <Button
              type="text"
              icon={<DollarOutlined />}
              aria-label={t('payroll-advances:pay')}
              onClick={() => actions.onPay(row)}
              data-testid={`advance-pay-${row.id}`}
            />
          </Tooltip>
        )}
        {row.canDecide && (
          <Tooltip title={t('payroll-advances:reject')}>
            <Button
              type="text"
              danger
              icon={<CloseOutlined />}
              aria-label={t('payroll-advances:reject')}
              onClick={() => actions.onReject(row)}
              data-testid={`advance-reject-${row.id}`}
            />
          </Tooltip>
        )}
      </Space>
    ),
  },
];
