import { EditOutlined, PoweroffOutlined } from '@ant-design/icons';
import type { TClientSummary } from '@zerg/shared';
import { formatMoney } from '@zerg/shared';
import { Button, Flex, Space, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import i18next from 'i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import { clientEditPath } from '../screens';

export type ClientRowActions = { onToggle: (client: TClientSummary) => void; togglingId: number | null };

const money = (currency: string, amount: string) => formatMoney(amount, currency, i18next.language);

/** The columns of the clients list. */
export const clientColumns = (t: TFunction, actions: ClientRowActions): DataTableColumn<TClientSummary>[] => [
  {
    title: t('clients:columns.legalName'),
    dataIndex: 'legalName',
    sortKey: 'legalName',
    fixed: 'left',
    render: (legalName: string, row) => (
      <Flex vertical>
        <Typography.Text strong>{legalName}</Typography.Text>
        {row.tradeName && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.tradeName}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  {
    title: t('clients:columns.document'),
    dataIndex: 'documentNumber',
    sortKey: 'documentNumber',
    render: (number: string, row) => `${row.documentType} ${number}`,
  },
  {
    title: t('clients:columns.paymentTermDays'),
    dataIndex: 'paymentTermDays',
    sortKey: 'paymentTermDays',
    align: 'right',
  },
  {
    title: t('clients:columns.creditLimit'),
    dataIndex: 'creditLimit',
    sortKey: 'creditLimit',
    align: 'right',
    render: (amount: string, row) => money(row.currency, amount),
  },
  { title: t('clients:columns.deliveryPoints'), dataIndex: 'deliveryPoints', align: 'center' },
  {
    title: t('clients:columns.mainContact'),
    dataIndex: 'mainContact',
    render: (name: string | null) => name ?? <Typography.Text type="secondary">—</Typography.Text>,
  },
  {
    title: t('clients:columns.status'),
    dataIndex: 'isActive',
    fixed: 'right',
    align: 'center',
    render: (isActive: boolean) => <StatusTag status={isActive ? 'active' : 'inactive'} />,
  },
  {
    title: t('common:table.actions'),
    key: 'actions',
    fixed: 'right',
    align: 'center',
    render: (_value, row) => (
      <Space size={0}>
        <Tooltip title={t('common:actions.edit')}>
          <Link
            to={clientEditPath(row.id)}
            data-testid={`client-edit-${row.id}`}
            aria-label={t('common:actions.edit')}
          >
            <Button type="text" icon={<EditOutlined />} tabIndex={-1} />
          </Link>
        </Tooltip>
        <Tooltip title={t(row.isActive ? 'clients:actions.deactivate' : 'clients:actions.activate')}>
          <Button
            type="text"
            danger={row.isActive}
            icon={<PoweroffOutlined />}
            loading={actions.togglingId === row.id}
            onClick={() => actions.onToggle(row)}
            aria-label={t(row.isActive ? 'clients:actions.deactivate' : 'clients:actions.activate')}
            data-testid={`client-toggle-${row.id}`}
          />
        </Tooltip>
      </Space>
    ),
  },
];
