import { EyeOutlined } from '@ant-design/icons';
import type { TTreasuryTransaction } from '@zerg/shared';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { DirectionTag } from './direction-tag';
import { movementConcept, movementCounterparty } from './movement-concept';

/** The columns of the treasury movements list; the code and the eye open the movement's drawer. */
export const transactionColumns = (
  t: TFunction,
  language: string,
  onOpen: (row: TTreasuryTransaction) => void,
): DataTableColumn<TTreasuryTransaction>[] => [
  {
    title: t('treasury-transactions:columns.code'),
    dataIndex: 'code',
    sortKey: 'code',
    fixed: 'left',
    render: (code: string, row) => (
      <Button
        type="link"
        style={{ padding: 0 }}
        onClick={() => onOpen(row)}
        data-testid={`tx-open-${row.id}`}
      >
        {code}
      </Button>
    ),
  },
  {
    title: t('treasury-transactions:columns.date'),
    dataIndex: 'date',
    sortKey: 'date',
    render: (date: string) => formatDate(date),
  },
  {
    title: t('treasury-transactions:columns.direction'),
    dataIndex: 'direction',
    align: 'center',
    render: (direction: TTreasuryTransaction['direction']) => <DirectionTag direction={direction} />,
  },
  {
    title: t('treasury-transactions:columns.counterparty'),
    dataIndex: 'counterpartyName',
    sortKey: 'counterpartyName',
    render: (_name: string, row) => (
      <Flex vertical>
        <span>{movementCounterparty(row, language)}</span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t(`treasury-transactions:counterpartyKind.${row.counterpartyKind}`)}
          {row.counterpartyDocument ? ` · ${row.counterpartyDocument}` : ''}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: t('treasury-transactions:columns.concept'),
    dataIndex: 'concept',
    render: (_: string, row) => {
      const concept = movementConcept(row, language);
      return (
        <Typography.Text
          ellipsis={{ tooltip: concept }}
          style={{ maxWidth: 260 }}
          data-testid="tx-concept-cell"
        >
          {concept}
        </Typography.Text>
      );
    },
  },
  {
    title: t('treasury-transactions:columns.amount'),
    dataIndex: 'amount',
    sortKey: 'amount',
    align: 'right',
    render: (amount: string, row) => (
      <Typography.Text
        strong
        type={row.direction === 'income' ? 'success' : 'danger'}
        data-testid={`tx-amount-${row.id}`}
      >
        {row.direction === 'expense' ? '− ' : '+ '}
        {formatMoney(amount, row.currency, language)}
      </Typography.Text>
    ),
  },
  {
    title: t('treasury-transactions:columns.source'),
    dataIndex: 'sourceKind',
    render: (source: TTreasuryTransaction['sourceKind'], row) =>
      source ? (
        <Flex gap={4} wrap>
          <Tag color="purple" style={{ marginInlineEnd: 0 }}>
            {t(`treasury-transactions:source.${source}`)}
          </Tag>
          {row.payeeCount > 0 && (
            <Tooltip title={t('treasury-transactions:payeeCount', { count: row.payeeCount })}>
              <Tag style={{ marginInlineEnd: 0 }} data-testid={`tx-payees-${row.id}`}>
                {row.payeeCount}
              </Tag>
            </Tooltip>
          )}
        </Flex>
      ) : (
        <Typography.Text type="secondary">{t('treasury-transactions:source.manual')}</Typography.Text>
      ),
  },
  {
    title: t('treasury-transactions:columns.state'),
    dataIndex: 'state',
    sortKey: 'state',
    fixed: 'right',
    align: 'center',
    render: (state: string, row) => (
      <span data-testid={`tx-state-${row.id}`}>
        <StatusTag status={state} />
      </span>
    ),
  },
  {
    title: t('common:table.actions'),
    key: 'actions',
    fixed: 'right',
    align: 'center',
    render: (_value, row) => (
      <Tooltip title={t('treasury-transactions:open')}>
        <Button
          type="text"
          icon={<EyeOutlined />}
          onClick={() => onOpen(row)}
          aria-label={t('treasury-transactions:open')}
          data-testid={`tx-view-${row.id}`}
        />
      </Tooltip>
    ),
  },
];
