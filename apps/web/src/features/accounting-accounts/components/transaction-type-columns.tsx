import { EditOutlined } from '@ant-design/icons';
import type { TreasuryDirection, TreasurySourceKind, TTransactionType } from '@zerg/shared';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';

const account = (code: string, name: string) => (
  <Flex vertical>
    <Typography.Text strong style={{ fontFamily: 'monospace' }}>
      {code}
    </Typography.Text>
    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
      {name}
    </Typography.Text>
  </Flex>
);

/** The columns of the transaction types: what each treasury movement posts. */
export const transactionTypeColumns = (
  t: TFunction,
  onEdit: (type: TTransactionType) => void,
): DataTableColumn<TTransactionType>[] => [
  {
    title: t('accounting-accounts:types.columns.code'),
    dataIndex: 'code',
    sortKey: 'code',
    render: (code: string) => <Typography.Text code>{code}</Typography.Text>,
  },
  { title: t('accounting-accounts:types.columns.name'), dataIndex: 'name', sortKey: 'name' },
  {
    title: t('accounting-accounts:types.columns.direction'),
    dataIndex: 'direction',
    sortKey: 'direction',
    render: (direction: TreasuryDirection) => (
      <Tag color={direction === 'income' ? 'green' : 'volcano'}>
        {t(`accounting-accounts:direction.${direction}`)}
      </Tag>
    ),
  },
  {
    title: t('accounting-accounts:types.columns.debit'),
    dataIndex: 'debitAccountCode',
    render: (code: string, row) => account(code, row.debitAccountName),
  },
  {
    title: t('accounting-accounts:types.columns.credit'),
    dataIndex: 'creditAccountCode',
    render: (code: string, row) => account(code, row.creditAccountName),
  },
  {
    title: t('accounting-accounts:types.columns.source'),
    dataIndex: 'sourceKind',
    render: (kind: TreasurySourceKind | null) =>
      kind ? (
        <Tag color="blue">{t(`accounting-accounts:source.${kind}`)}</Tag>
      ) : (
        <Tag>{t('accounting-accounts:source.manual')}</Tag>
      ),
  },
  {
    title: t('accounting-accounts:columns.status'),
    dataIndex: 'active',
    align: 'center',
    render: (active: boolean) => <StatusTag status={active ? 'active' : 'inactive'} />,
  },
  {
    title: t('common:table.actions'),
    key: 'actions',
    fixed: 'right',
    align: 'center',
    render: (_value, row) => (
      <Tooltip title={t('common:actions.edit')}>
        <Button
          type="text"
          icon={<EditOutlined />}
          onClick={() => onEdit(row)}
          aria-label={t('common:actions.edit')}
          data-testid={`type-edit-${row.code}`}
        />
      </Tooltip>
    ),
  },
];
