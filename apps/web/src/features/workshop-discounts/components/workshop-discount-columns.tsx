import type { TDiscount } from '@zerg/shared';
import { Flex, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';

/** The columns of the workshop's discount list (read only: HR decides). */
export const workshopDiscountColumns = (t: TFunction, lang: string): DataTableColumn<TDiscount>[] => [
  {
    title: t('workshop-discounts:columns.employee'),
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
    title: t('workshop-discounts:columns.type'),
    dataIndex: 'type',
    sortKey: 'type',
    render: (type: string) => t(`workshop-discounts:type.${type}`),
  },
  {
    title: t('workshop-discounts:columns.amount'),
    dataIndex: 'amount',
    sortKey: 'amount',
    align: 'right',
    render: (amount: string) => <Typography.Text strong>{formatMoney(amount, 'PEN', lang)}</Typography.Text>,
  },
  { title: t('workshop-discounts:columns.quotas'), dataIndex: 'quotas', sortKey: 'quotas', align: 'center' },
  {
    title: t('workshop-discounts:columns.startPeriod'),
    dataIndex: 'startPeriod',
    sortKey: 'startPeriod',
    render: (period: string) => dayjs(`${period.slice(0, 7)}-01`).format('MMM YYYY'),
  },
  {
    title: t('workshop-discounts:columns.observations'),
    dataIndex: 'observations',
    width: 240,
    render: (text: string | null, row) => (
      <Typography.Paragraph ellipsis={{ rows: 2, tooltip: true }} style={{ marginBottom: 0, maxWidth: 240 }}>
        {row.anulledReason ?? text ?? '—'}
      </Typography.Paragraph>
    ),
  },
  {
    title: t('workshop-discounts:columns.created'),
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
    title: t('workshop-discounts:columns.status'),
    dataIndex: 'status',
    align: 'center',
    render: (status: string, row) => (
      <span data-testid={`workshop-discount-status-${row.id}`}>
        <StatusTag
          status={status === 'not_discounted' ? 'notDiscounted' : status}
          label={t(`workshop-discounts:status.${status}`)}
        />
      </span>
    ),
  },
];
