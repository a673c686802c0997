import { type Currency, centsToMoney, moneyToCents, type TWorkTrip } from '@zerg/shared';
import { Table, Typography } from 'antd';
import type { Key } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';

/** The chosen trips' sums per currency (a client's rates may be in soles and in dollars). */
export const chosenTotals = (trips: readonly TWorkTrip[], chosen: ReadonlySet<number>) => {
  const sums = new Map<Currency, bigint>();
  for (const trip of trips)
    if (chosen.has(trip.travelOrderId))
      sums.set(trip.currency, (sums.get(trip.currency) ?? 0n) + moneyToCents(trip.amount));
  return [...sums].map(([currency, cents]) => ({ currency, amount: centsToMoney(cents) }));
};

type Props = {
  trips: readonly TWorkTrip[];
  chosen: readonly number[];
  onChoose: (ids: number[]) => void;
  loading: boolean;
};

/** The finished trips not yet invoiced, each with the rate in force on its day; all chosen at first. */
export const WorkTripsTable = ({ trips, chosen, onChoose, loading }: Props) => {
  const { t, i18n } = useTranslation();
  return (
    <Table<TWorkTrip>
      rowKey="travelOrderId"
      size="small"
      loading={loading}
      dataSource={[...trips]}
      pagination={trips.length > 100 ? { pageSize: 100, showSizeChanger: false } : false}
      scroll={{ x: 'max-content' }}
      data-testid="work-trips"
      rowSelection={{
        selectedRowKeys: [...chosen],
        onChange: (keys: Key[]) => onChoose(keys.map(Number)),
        getCheckboxProps: (row) => ({ 'data-testid': `work-trip-${row.travelOrderId}` }) as object,
      }}
      locale={{ emptyText: t('billing:work.none') }}
      columns={[
        { title: t('billing:work.trip'), dataIndex: 'travelOrderCode' },
        { title: t('billing:work.serviceOrder'), dataIndex: 'serviceOrderCode' },
        { title: t('billing:work.date'), dataIndex: 'date', render: (d: string) => formatDate(d) },
        {
          title: t('billing:work.route'),
          dataIndex: 'routeName',
          render: (route: string, row) => (
            <>
              {route}
              <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                {row.vehicleTypeName}
              </Typography.Text>
            </>
          ),
        },
        {
          title: t('billing:work.amount'),
          dataIndex: 'amount',
          align: 'right',
          render: (amount: string, row) => formatMoney(amount, row.currency, i18n.language),
        },
      ]}
    />
  );
};
