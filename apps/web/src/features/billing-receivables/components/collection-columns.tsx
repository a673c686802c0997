import type { TCollectionItem } from '@zerg/shared';
import { Tag } from 'antd';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';

/** The columns of the collections list. */
export const collectionColumns = (t: TFunction, locale: string): DataTableColumn<TCollectionItem>[] => [
  { title: t('billing-receivables:columns.code'), dataIndex: 'code', sortKey: 'code', width: 150 },
  {
    title: t('billing-receivables:columns.date'),
    dataIndex: 'date',
    sortKey: 'date',
    render: (date: string) => formatDate(date),
  },
  { title: t('billing-receivables:columns.client'), dataIndex: 'clientName', sortKey: 'client' },
  {
    title: t('billing-receivables:columns.kind'),
    dataIndex: 'kind',
    sortKey: 'kind',
    render: (kind: TCollectionItem['kind']) => (
      <Tag color={kind === 'payment' ? 'green' : 'gold'}>{t(`billing-receivables:kind.${kind}`)}</Tag>
    ),
  },
  { title: t('billing-receivables:columns.account'), dataIndex: 'accountLabel', secondary: true },
  { title: t('billing-receivables:columns.documents'), dataIndex: 'documents', secondary: 'phone' },
  {
    title: t('billing-receivables:columns.amount'),
    dataIndex: 'amount',
    sortKey: 'amount',
    align: 'right',
    render: (amount: string, row) => (
      <span data-testid="collection-amount">{formatMoney(amount, row.currency, locale)}</span>
    ),
  },
  {
    title: t('billing-receivables:columns.exchangeDifference'),
    dataIndex: 'exchangeDifferencePen',
    align: 'right',
    secondary: true,
    render: (amount: string) => (Number(amount) === 0 ? '' : formatMoney(amount, 'PEN', locale)),
  },
  {
    title: t('billing-receivables:columns.reference'),
    key: 'reference',
    secondary: true,
    render: (_: unknown, row) => row.reference ?? row.constanciaNumber ?? '',
  },
];
