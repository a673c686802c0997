import { SETTLEMENT_STATES, type SettlementState, type TSettlementRow } from '@zerg/shared';
import { Button, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { DateInput } from '../../../components/date-input';
import { useListState } from '../../../components/use-list-state';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { ClientPicker } from '../../../reference-data/client-picker';
import { TripDriverFilter, TripVehicleFilter } from '../../../reference-data/trip-resource-filters';
import { exportSettlements } from '../api/export-settlements';
import { type SettlementFilters, useSettlements } from '../api/get-settlements';
import { SettlementStateTag } from './settlement-state-tag';

/** The grid: every finished trip with what was advanced, spent and is left, server-paged. */
export const SettlementTable = ({ onOpen }: { onOpen: (travelOrderId: number) => void }) => {
  const { t, i18n } = useTranslation();
  const list = useListState<SettlementFilters>({ sortBy: 'finishedAt', sortDesc: true });
  const rows = useSettlements(list.params);
  const money = (v: string) => formatMoney(v, 'PEN', i18n.language);
  const filtering = Boolean(list.params.q) || Object.keys(list.params.filters ?? {}).length > 0;
  return (
    <DataTable<TSettlementRow, SettlementFilters>
      list={list}
      query={rows}
      rowKey="travelOrderId"
      testId="settlement-table"
      searchPlaceholder={t('settlements:search')}
      emptyText={filtering ? undefined : t('settlements:empty')}
      onExport={() => exportSettlements(list.params)}
      columns={[
        {
          title: t('settlements:columns.travelOrder'),
          dataIndex: 'travelOrderCode',
          sortKey: 'travelOrderCode',
          fixed: 'left',
          render: (code: string, row) => (
            <Button
              type="link"
              size="small"
              onClick={() => onOpen(row.travelOrderId)}
              data-testid="settlement-open"
            >
              {code}
            </Button>
          ),
        },
        { title: t('settlements:columns.client'), dataIndex: 'clientName', sortKey: 'clientName' },
        { title: t('settlements:columns.vehicle'), dataIndex: 'vehiclePlate' },
        { title: t('settlements:columns.driver'), dataIndex: 'driverName' },
        {
          title: t('settlements:columns.finishedAt'),
          dataIndex: 'finishedAt',
          sortKey: 'finishedAt',
          render: (v: string | null) => (v ? formatDate(v) : ''),
        },
        { title: t('settlements:columns.advanced'), dataIndex: 'advanced', align: 'right', render: money },
        { title: t('settlements:columns.spent'), dataIndex: 'spent', align: 'right', render: money },
        {
          title: t('settlements:columns.balance'),
          dataIndex: 'balance',
          sortKey: 'balance',
          align: 'right',
          render: (v: string) => <Typography.Text strong>{money(v)}</Typography.Text>,
        },
        {
          title: t('settlements:columns.state'),
          dataIndex: 'state',
          sortKey: 'state',
          render: (s: SettlementState) => <SettlementStateTag state={s} />,
        },
      ]}
      filters={
        <>
          <Select<SettlementState>
            allowClear
            placeholder={t('settlements:filters.state')}
            value={list.filters.state}
            onChange={(v) => list.setFilter('state', v)}
            options={SETTLEMENT_STATES.map((s) => ({ value: s, label: t(`settlements:state.${s}`) }))}
            style={{ width: 150 }}
            data-testid="filter-state"
          />
          <ClientPicker
            allowClear
            placeholder={t('settlements:filters.client')}
            value={list.filters.clientId}
            onChange={(v) => list.setFilter('clientId', v)}
            style={{ width: 220 }}
          />
          <TripVehicleFilter
            placeholder={t('settlements:filters.vehicle')}
            value={list.filters.vehicleId}
            onChange={(v) => list.setFilter('vehicleId', v)}
            testId="filter-vehicle"
          />
          <TripDriverFilter
            placeholder={t('settlements:filters.driver')}
            value={list.filters.driverId}
            onChange={(v) => list.setFilter('driverId', v)}
            testId="filter-driver"
          />
          <DateInput
            placeholder={t('settlements:filters.from')}
            value={list.filters.from ?? null}
            onChange={(v) => list.setFilter('from', v ?? undefined)}
            style={{ width: 150 }}
          />
          <DateInput
            placeholder={t('settlements:filters.to')}
            value={list.filters.to ?? null}
            onChange={(v) => list.setFilter('to', v ?? undefined)}
            style={{ width: 150 }}
          />
        </>
      }
    />
  );
};
