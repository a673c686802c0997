import { EditOutlined, PoweroffOutlined } from '@ant-design/icons';
import type { TRate } from '@zerg/shared';
import { Button, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import { formatDate } from '../../../lib/format-date';
import { formatAmount, validityOf } from './rate-format';

export type RateRowActions = {
  onEdit: (row: TRate) => void;
  onToggle: (row: TRate) => void;
  togglingId: number | null;
};

const VALIDITY_COLORS = { current: 'green', expired: 'default', future: 'blue' } as const;

/** The columns of the rates list. */
export const rateColumns = (
  t: TFunction,
  today: string,
  actions: RateRowActions,
): DataTableColumn<TRate>[] => [
  {
    title: t('rates:columns.client'),
    dataIndex: 'clientName',
    sortKey: 'client',
    fixed: 'left',
    render: (name: string) => <Typography.Text strong>{name}</Typography.Text>,
  },
  {
    title: t('rates:columns.route'),
    dataIndex: 'routeName',
    sortKey: 'route',
    render: (name: string) => {
      const [code, ...rest] = name.split(' · ');
      return (
        <Flex vertical>
          <Typography.Text style={{ fontFamily: 'monospace' }}>{code}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {rest.join(' · ')}
          </Typography.Text>
        </Flex>
      );
    },
  },
  { title: t('rates:columns.vehicleType'), dataIndex: 'vehicleTypeName', sortKey: 'vehicleType' },
  {
    title: t('rates:columns.amount'),
    dataIndex: 'amount',
    sortKey: 'amount',
    align: 'right',
    render: (amount: string, row) => (
      <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
        {formatAmount(row.currency, amount)}
      </Typography.Text>
    ),
  },
  {
    title: t('rates:columns.validity'),
    dataIndex: 'validFrom',
    sortKey: 'validFrom',
    render: (from: string, row) => {
      const when = validityOf(row, today);
      return (
        <Flex vertical gap={2} align="start">
          <span style={{ whiteSpace: 'nowrap' }}>
            {formatDate(from)} → {row.validTo ? formatDate(row.validTo) : t('rates:validity.openEnded')}
          </span>
          {row.status === 'active' && (
            <Tag color={VALIDITY_COLORS[when]} style={{ marginInlineEnd: 0 }}>
              {t(`rates:validity.${when}`)}
            </Tag>
          )}
        </Flex>
      );
    },
  },
  {
    title: t('rates:columns.status'),
    dataIndex: 'status',
    align: 'center',
    render: (status: TRate['status']) => <StatusTag status={status} />,
  },
  {
    title: t('common:table.actions'),
    key: 'actions',
    fixed: 'right',
    align: 'center',
    render: (_value, row) => (
      <Space size={0}>
        <Tooltip title={t('common:actions.edit')}>
          <Button
            type="text"
            icon={<EditOutlined />}
            onClick={() => actions.onEdit(row)}
            aria-label={t('common:actions.edit')}
            data-testid={`rate-edit-${row.id}`}
          />
        </Tooltip>
        <Tooltip title={t(row.status === 'active' ? 'rates:actions.deactivate' : 'rates:actions.activate')}>
          <Button
            type="text"
            danger={row.status === 'active'}
            icon={<PoweroffOutlined />}
            loading={actions.togglingId === row.id}
            onClick={() => actions.onToggle(row)}
            aria-label={t(row.status === 'active' ? 'rates:actions.deactivate' : 'rates:actions.activate')}
            data-testid={`rate-toggle-${row.id}`}
          />
        </Tooltip>
      </Space>
    ),
  },
];
