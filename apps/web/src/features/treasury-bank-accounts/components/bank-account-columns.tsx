import { DeleteOutlined, EditOutlined, PoweroffOutlined, WarningOutlined } from '@ant-design/icons';
import type { TCompanyBankAccount } from '@zerg/shared';
import { Button, Flex, Space, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';

export type BankAccountRowActions = {
  onEdit: (account: TCompanyBankAccount) => void;
  onToggleStatus: (account: TCompanyBankAccount) => void;
  onDelete: (account: TCompanyBankAccount) => void;
  busyId: number | null;
};

/** The columns of the bank accounts list; amounts in the account's own currency. */
export const bankAccountColumns = (
  t: TFunction,
  language: string,
  actions: BankAccountRowActions,
): DataTableColumn<TCompanyBankAccount>[] => {
  const money = (amount: string, row: TCompanyBankAccount) => formatMoney(amount, row.currency, language);
  return [
    {
      title: t('treasury-bank-accounts:columns.bank'),
      dataIndex: 'bankName',
      sortKey: 'bankName',
      fixed: 'left',
      render: (name: string, row) => (
        <Flex vertical>
          <Typography.Text strong>{name}</Typography.Text>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`treasury-bank-accounts:kind.${row.kind}`)}
            {row.description ? ` · ${row.description}` : ''}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('treasury-bank-accounts:columns.number'),
      dataIndex: 'number',
      sortKey: 'number',
      render: (number: string) => <Typography.Text copyable>{number}</Typography.Text>,
    },
    {
      title: t('treasury-bank-accounts:columns.ledger'),
      dataIndex: 'ledgerAccountCode',
      secondary: true,
      render: (code: string | null) => (code ? <Typography.Text code>{code}</Typography.Text> : '—'),
    },
    {
      title: t('treasury-bank-accounts:columns.cci'),
      dataIndex: 'cci',
      render: (cci: string | null, row) =>
        cci ? (
          <Space size={4}>
            <span>{cci}</span>
            {row.cciWarning && (
              <Tooltip title={t('treasury-bank-accounts:cciWarning')}>
                <Tag color="warning" icon={<WarningOutlined />} data-testid={`cci-warning-${row.id}`}>
                  {t('treasury-bank-accounts:cciCheck')}
                </Tag>
              </Tooltip>
            )}
          </Space>
        ) : (
          <Typography.Text type="secondary">{t('common:states.none')}</Typography.Text>
        ),
    },
    {
      title: t('treasury-bank-accounts:columns.currency'),
      dataIndex: 'currency',
      sortKey: 'currency',
      align: 'center',
      render: (currency: TCompanyBankAccount['currency']) => (
        <Tag color={currency === 'USD' ? 'green' : 'blue'}>{currency}</Tag>
      ),
    },
    {
      title: t('treasury-bank-accounts:columns.company'),
      dataIndex: 'companyName',
      sortKey: 'companyName',
      secondary: true,
    },
    {
      title: t('treasury-bank-accounts:columns.opening'),
      dataIndex: 'openingDate',
      sortKey: 'openingDate',
      secondary: true,
      align: 'right',
      render: (date: string, row) => (
        <Flex vertical align="end">
          <span>{money(row.openingBalance, row)}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {formatDate(date)}
          </Typography.Text>
        </Flex>
      ),
    },
    {
      title: t('treasury-bank-accounts:columns.balance'),
      dataIndex: 'balance',
      sortKey: 'balance',
      align: 'right',
      render: (balance: string, row) => (
        <Typography.Text
          strong
          type={balance.startsWith('-') ? 'danger' : undefined}
          data-testid={`balance-${row.id}`}
        >
          {money(balance, row)}
        </Typography.Text>
      ),
    },
    {
      title: t('treasury-bank-accounts:columns.available'),
      dataIndex: 'available',
      align: 'right',
      render: (available: string, row) => (
        <span data-testid={`available-${row.id}`}>{money(available, row)}</span>
      ),
    },
    {
      title: t('treasury-bank-accounts:columns.status'),
      dataIndex: 'status',
      sortKey: 'status',
      fixed: 'right',
      align: 'center',
      render: (status: string) => <StatusTag status={status} />,
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
              data-testid={`account-edit-${row.id}`}
            />
          </Tooltip>
          <Tooltip
            title={t(
              row.status === 'active'
                ? 'treasury-bank-accounts:deactivate'
                : 'treasury-bank-accounts:activate',
            )}
          >
            <Button
              type="text"
              icon={<PoweroffOutlined />}
              loading={actions.busyId === row.id}
              onClick={() => actions.onToggleStatus(row)}
              aria-label={t(
                row.status === 'active'
                  ? 'treasury-bank-accounts:deactivate'
                  : 'treasury-bank-accounts:activate',
              )}
              data-testid={`account-status-${row.id}`}
            />
          </Tooltip>
          <Tooltip title={t('treasury-bank-accounts:delete')}>
            <Button
              type="text"
              danger
              icon={<DeleteOutlined />}
              onClick={() => actions.onDelete(row)}
              aria-label={t('treasury-bank-accounts:delete')}
              data-testid={`account-delete-${row.id}`}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];
};
