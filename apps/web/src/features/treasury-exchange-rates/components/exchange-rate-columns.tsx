import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { TExchangeRateItem } from '@zerg/shared';
import { Button, Space, Tag, Tooltip } from 'antd';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format-date';

export type ExchangeRateRowActions = {
  onEdit: (rate: TExchangeRateItem) => void;
  onDelete: (rate: TExchangeRateItem) => void;
};

/** Soles per dollar as published: three decimals unless the fourth says something. */
const rateText = (rate: string) => (rate.endsWith('0') ? rate.slice(0, -1) : rate);

/** The columns of the rate table. */
export const exchangeRateColumns = (
  t: TFunction,
  actions: ExchangeRateRowActions,
): DataTableColumn<TExchangeRateItem>[] => [
  {
    title: t('treasury-exchange-rates:columns.date'),
    dataIndex: 'date',
    sortKey: 'date',
    render: (date: string) => formatDate(date),
  },
  {
    title: t('treasury-exchange-rates:columns.purchase'),
    dataIndex: 'purchase',
    sortKey: 'purchase',
    align: 'right',
    render: (rate: string) => <span data-testid="rate-purchase">{rateText(rate)}</span>,
  },
  {
    title: t('treasury-exchange-rates:columns.sale'),
    dataIndex: 'sale',
    sortKey: 'sale',
    align: 'right',
    render: rateText,
  },
  {
    title: t('treasury-exchange-rates:columns.source'),
    dataIndex: 'source',
    sortKey: 'source',
    render: (source: string) => <Tag color={source === 'SBS' ? 'blue' : 'geekblue'}>{source}</Tag>,
  },
  {
    title: t('common:table.actions'),
    key: 'actions',
    width: 96,
    render: (_: unknown, row) => (
      <Space size={4}>
        <Tooltip title={t('common:actions.edit')}>
          <Button
            type="text"
            icon={<EditOutlined />}
            onClick={() => actions.onEdit(row)}
            data-testid={`rate-edit-${row.date}`}
          />
        </Tooltip>
        <Tooltip title={t('treasury-exchange-rates:delete')}>
          <Button type="text" danger icon={<DeleteOutlined />} onClick={() => actions.onDelete(row)} />
        </Tooltip>
      </Space>
    ),
  },
];
