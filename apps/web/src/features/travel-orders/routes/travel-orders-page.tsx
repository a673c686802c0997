import { PlusOutlined } from '@ant-design/icons';
import { TRAVEL_ORDER_STATES, type TravelOrderState } from '@zerg/shared';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { DateInput } from '../../../components/date-input';
import { useListState } from '../../../components/use-list-state';
import { formatDateTime } from '../../../lib/format-date';
import { ClientPicker } from '../../../reference-data/client-picker';
import { useTravelOrderOptions } from '../../../reference-data/get-travel-order-options';
import { exportTravelOrders } from '../api/export-travel-orders';
import {
  type TravelOrderRow as Row,
  type TravelOrderFilters,
  useTravelOrders,
} from '../api/get-travel-orders';
import { GreStateTag } from '../components/gre-issued';
import { TravelOrderFormModal } from '../components/travel-order-form-modal';
import { TravelOrderStateTag } from '../components/travel-order-state-tag';
import { travelOrderPath } from '../screens';

const when = (iso: string) => formatDateTime(iso);

/** /operations/travel-orders/list: the trips, server-paged, with filters and export. */
export const TravelOrdersPage = () => {
  const { t } = useTranslation();
  const list = useListState<TravelOrderFilters>({ sortBy: 'plannedDeparture', sortDesc: true });
  const rows = useTravelOrders(list.params);
  const options = useTravelOrderOptions(true);
  const [adding, setAdding] = useState(false);
  const filtering = Boolean(list.params.q) || Object.keys(list.params.filters ?? {}).length > 0;
  return (
    <>
      <DataTable<Row, TravelOrderFilters>
        list={list}
        query={rows}
        rowKey="id"
        testId="travel-order-table"
        searchPlaceholder={t('travel-orders:search')}
        emptyText={filtering ? undefined : t('travel-orders:empty')}
        columns={[
          {
            title: t('travel-orders:fields.code'),
            dataIndex: 'code',
            sortKey: 'code',
            render: (_: unknown, r: Row) => <Link to={travelOrderPath(r.id)}>{r.code}</Link>,
          },
          { title: t('travel-orders:fields.serviceOrder'), dataIndex: 'serviceOrderCode', secondary: true },
          { title: t('travel-orders:fields.client'), dataIndex: 'clientName' },
          { title: t('travel-orders:fields.route'), dataIndex: 'routeName', secondary: true },
          {
            title: t('travel-orders:fields.vehicles'),
            dataIndex: 'tractorPlate',
            sortKey: 'tractorPlate',
            render: (_: unknown, r: Row) => [r.tractorPlate, r.semitrailerPlate].filter(Boolean).join(' + '),
          },
          { title: t('travel-orders:fields.driver'), dataIndex: 'driverName', sortKey: 'driverName' },
          {
            title: t('travel-orders:fields.plannedDeparture'),
            dataIndex: 'plannedDeparture',
            sortKey: 'plannedDeparture',
            render: (_: unknown, r: Row) => when(r.plannedDeparture),
          },
          {
            title: t('travel-orders:fields.state'),
            dataIndex: 'state',
            sortKey: 'state',
            render: (_: unknown, r: Row) => <TravelOrderStateTag state={r.state} />,
          },
          {
            title: t('travel-orders:gre.column'),
            dataIndex: 'greState',
            secondary: true,
            render: (_: unknown, r: Row) => (r.greState ? <GreStateTag state={r.greState} /> : null),
          },
        ]}
        filters={
          <>
            <Select<TravelOrderState>
              allowClear
              placeholder={t('travel-orders:fields.state')}
              value={list.filters.state}
              onChange={(v) => list.setFilter('state', v)}
              options={TRAVEL_ORDER_STATES.map((s) => ({ value: s, label: t(`travel-orders:state.${s}`) }))}
              style={{ width: 140 }}
              data-testid="filter-state"
            />
            <ClientPicker
              allowClear
              placeholder={t('travel-orders:fields.client')}
              value={list.filters.clientId}
              onChange={(v) => list.setFilter('clientId', v)}
              style={{ width: 200 }}
            />
            <Select<number>
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('travel-orders:fields.vehicle')}
              value={list.filters.vehicleId}
              onChange={(v) => list.setFilter('vehicleId', v)}
              options={[...(options.data?.tractors ?? []), ...(options.data?.semitrailers ?? [])].map(
                (v) => ({
                  value: v.id,
                  label: v.name,
                }),
              )}
              style={{ width: 180 }}
            />
            <Select<number>
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('travel-orders:fields.driver')}
              value={list.filters.driverId}
              onChange={(v) => list.setFilter('driverId', v)}
              options={(options.data?.drivers ?? []).map((d) => ({ value: d.id, label: d.name }))}
              style={{ width: 200 }}
            />
            <DateInput
              placeholder={t('travel-orders:from')}
              value={list.filters.dateFrom ?? null}
              onChange={(v) => list.setFilter('dateFrom', v ?? undefined)}
              style={{ width: 140 }}
            />
            <DateInput
              placeholder={t('travel-orders:to')}
              value={list.filters.dateTo ?? null}
              onChange={(v) => list.setFilter('dateTo', v ?? undefined)}
              style={{ width: 140 }}
            />
          </>
        }
        onExport={() => exportTravelOrders(list.params)}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setAdding(true)}
            data-testid="travel-order-add"
          >
            {t('travel-orders:add')}
          </Button>
        }
      />
      <TravelOrderFormModal open={adding} onClose={() => setAdding(false)} />
    </>
  );
};
