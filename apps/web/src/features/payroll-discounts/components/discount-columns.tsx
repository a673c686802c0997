import { CheckOutlined, StopOutlined, UserDeleteOutlined } from '@ant-design/icons';
import type { TDiscount } from '@zerg/shared';
import { Button, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import type { DataTableColumn } from '../../../components/data-table';
import { DeciderNote } from '../../../components/decider-note';
import { StatusTag } from '../../../components/status-tag';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';

export type DiscountRowActions = {
  onApprove: (row: TDiscount) => Promise<unknown>;
  onAnull: (row: TDiscount) => void;
  onNotDiscounted: (row: TDiscount) => void;
};

/** `2026-11` → `nov. 2026` in the reader's language. */
export const periodText = (period: string) => dayjs(`${period.slice(0, 7)}-01`).format('MMM YYYY');

/** The columns of the discount list; the actions follow the discount's state machine. */
export const discountColumns = (
  t: TFunction,
  lang: string,
  actions: DiscountRowActions,
): DataTableColumn<TDiscount>[] => [
  {
    title: t('payroll-discounts:columns.employee'),
    dataIndex: 'employeeName',
    sortKey: 'employeeName',
    fixed: 'left',
    render: (name: string, row) => (
      <Flex vertical>
        <Typography.Text strong>{name}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.areaName ?? ''}
          {row.isActive ? '' : ` · ${t('payroll-discounts:inactive')}`}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: t('payroll-discounts:columns.type'),
    dataIndex: 'type',
    sortKey: 'type',
    render: (type: string, row) => (
      <Flex vertical gap={2} align="start">
        <span>{t(`payroll-discounts:type.${type}`)}</span>
        <Tag color={row.origin === 'workshop' ? 'orange' : 'blue'}>
          {t(`payroll-discounts:origin.${row.origin}`)}
        </Tag>
      </Flex>
    ),
  },
  {
    title: t('payroll-discounts:columns.amount'),
    dataIndex: 'amount',
    sortKey: 'amount',
    align: 'right',
    render: (amount: string, row) => (
      <Flex vertical align="end">
        <Typography.Text strong>{formatMoney(amount, 'PEN', lang)}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('payroll-discounts:taken', { amount: formatMoney(row.takenAmount, 'PEN', lang) })}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: t('payroll-discounts:columns.quotas'),
    dataIndex: 'quotas',
    sortKey: 'quotas',
    align: 'center',
  },
  {
    title: t('payroll-discounts:columns.startPeriod'),
    dataIndex: 'startPeriod',
    sortKey: 'startPeriod',
    render: (period: string) => periodText(period),
  },
  {
    title: t('payroll-discounts:columns.observations'),
    dataIndex: 'observations',
    width: 170,
    render: (text: string | null, row) => (
      <Typography.Paragraph ellipsis={{ rows: 2, tooltip: true }} style={{ marginBottom: 0, maxWidth: 170 }}>
        {row.anulledReason ?? text ?? '—'}
      </Typography.Paragraph>
    ),
  },
  {
    title: t('payroll-discounts:columns.created'),
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
    title: t('payroll-discounts:columns.status'),
    dataIndex: 'status',
    align: 'center',
    render: (status: string, row) => (
      <>
        <span data-testid={`discount-status-${row.id}`}>
          <StatusTag
            status={status === 'not_discounted' ? 'notDiscounted' : status}
            label={t(`payroll-discounts:status.${status}`)}
          />
        </span>
        <DeciderNote
          open={status === 'pending'}
          escalatedTo={row.escalatedTo}
          usual={t('common:decider.hr')}
          testId={`discount-decider-${row.id}`}
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
        {row.status === 'pending' && row.canDecide && (
          <Tooltip title={t('payroll-discounts:approve')}>
            <ConfirmButton
              type="text"
              icon={<CheckOutlined />}
              aria-label={t('payroll-discounts:approve')}
              confirmTitle={t('payroll-discounts:approveQuestion', {
                name: row.employeeName,
                amount: formatMoney(row.amount, 'PEN', lang),
                quotas: row.quotas,
              })}
              confirmOkText={t('payroll-discounts:approve')}
              onConfirm={() => actions.onApprove(row)}
              data-testid={`discount-approve-${row.id}`}
            />
          </Tooltip>
        )}
        {row.canDecide && (
          <Tooltip title={t('payroll-discounts:anull')}>
            <Button
              type="text"
              danger
              icon={<StopOutlined />}
              aria-label={t('payroll-discounts:anull')}
              onClick={() => actions.onAnull(row)}
              data-testid={`discount-anull-${row.id}`}
            />
          </Tooltip>
        )}
        {row.status === 'approved' && !row.isActive && row.canDecide && (
          <Tooltip title={t('payroll-discounts:notDiscounted')}>
            <Button
              type="text"
              icon={<UserDeleteOutlined />}
              aria-label={t('payroll-discounts:notDiscounted')}
              onClick={() => actions.onNotDiscounted(row)}
              data-testid={`discount-not-discounted-${row.id}`}
            />
          </Tooltip>
        )}
      </Space>
    ),
  },
];
