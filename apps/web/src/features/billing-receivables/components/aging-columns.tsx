import { AGING_BUCKETS, type TAgingRow } from '@zerg/shared';
import { Button } from 'antd';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { formatMoney } from '../../../lib/format-money';

/** The aging's columns: the client (opens its account), one column per bucket and the total, in soles. */
export const agingColumns = (
  t: TFunction,
  locale: string,
  onOpen: (row: TAgingRow) => void,
): DataTableColumn<TAgingRow>[] => [
  {
    title: t('billing-receivables:columns.client'),
    dataIndex: 'clientName',
    sortKey: 'client',
    render: (name: string, row) => (
      <Button type="link" onClick={() => onOpen(row)} data-testid={`aging-client-${row.clientId}`}>
        {name}
      </Button>
    ),
  },
  { title: t('billing-receivables:columns.clientDocument'), dataIndex: 'clientDocument', secondary: 'phone' },
  ...AGING_BUCKETS.map(
    (bucket): DataTableColumn<TAgingRow> => ({
      title: t(`billing-receivables:bucket.${bucket}`),
      dataIndex: bucket,
      sortKey: bucket,
      align: 'right',
      secondary: bucket === 'current' ? undefined : 'phone',
      render: (amount: string) => formatMoney(amount, 'PEN', locale),
    }),
  ),
  {
    title: t('billing-receivables:bucket.total'),
    dataIndex: 'total',
    sortKey: 'total',
    align: 'right',
    render: (amount: string) => (
      <strong data-testid="aging-total">{formatMoney(amount, 'PEN', locale)}</strong>
    ),
  },
];
