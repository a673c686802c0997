import { PlusOutlined } from '@ant-design/icons';
import { DOCUMENT_ORDER_STATES, type DocumentOrderState, type TDocumentOrder } from '@zerg/shared';
import { Button, Select, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { DateInput } from '../../../components/date-input';
import { useListState } from '../../../components/use-list-state';
import { formatDate } from '../../../lib/format-date';
import { ClientPicker } from '../../../reference-data/client-picker';
import { TripDriverFilter, TripVehicleFilter } from '../../../reference-data/trip-resource-filters';
import { exportDocumentOrders } from '../api/export-document-orders';
import { type DocumentOrderFilters, useDocumentOrders } from '../api/get-document-orders';
import { DocumentOrderCreateModal } from '../components/document-order-create-modal';
import { DocumentOrderDrawer } from '../components/document-order-drawer';

export const STATE_COLORS: Record<DocumentOrderState, string> = {
  received: 'blue',
  in_transit: 'gold',
  delivered_to_client: 'green',
};

/** /operations/document-orders/list: the papers of every trip, server-paged, with export. */
export const DocumentOrdersPage = () => {
  const { t } = useTranslation();
  const list = useListState<DocumentOrderFilters>({ sortBy: 'receivedAt', sortDesc: true });
  const rows = useDocumentOrders(list.params);
  const [creating, setCreating] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const filtering = Boolean(list.params.q) || Object.keys(list.params.filters ?? {}).length > 0;
  return (
    <>
      <DataTable<TDocumentOrder, DocumentOrderFilters>
        list={list}
        query={rows}
        rowKey="id"
        testId="document-order-table"
        searchPlaceholder={t('document-orders:search')}
        emptyText={filtering ? undefined : t('document-orders:empty')}
        onExport={() => exportDocumentOrders(list.params)}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setCreating(true)}
            data-testid="document-order-add"
          >
            {t('document-orders:add')}
          </Button>
        }
        columns={[
          {
            title: t('document-orders:columns.trackingNumber'),
            dataIndex: 'trackingNumber',
            sortKey: 'trackingNumber',
            fixed: 'left',
            render: (v: string, row) => (
              <Button
                type="link"
                size="small"
                onClick={() => setOpen(row.id)}
                style={{ fontFamily: 'monospace' }}
              >
                {v}
              </Button>
            ),
          },
          {
            title: t('document-orders:columns.travelOrder'),
            dataIndex: 'travelOrderCode',
            sortKey: 'travelOrderCode',
          },
          { title: t('document-orders:columns.client'), dataIndex: 'clientName', sortKey: 'clientName' },
          { title: t('document-orders:columns.vehicle'), dataIndex: 'vehiclePlate' },
          { title: t('document-orders:columns.driver'), dataIndex: 'driverName' },
          { title: t('document-orders:columns.documents'), dataIndex: 'documentCount', align: 'right' },
          {
            title: t('document-orders:columns.state'),
            dataIndex: 'state',
            sortKey: 'state',
            render: (s: DocumentOrderState) => (
              <Tag color={STATE_COLORS[s]}>{t(`document-orders:state.${s}`)}</Tag>
            ),
          },
          {
            title: t('document-orders:columns.receivedAt'),
            dataIndex: 'receivedAt',
            sortKey: 'receivedAt',
            render: (v: string) => formatDate(v),
          },
        ]}
        filters={
          <>
            <Select<DocumentOrderState>
              allowClear
              placeholder={t('document-orders:filters.state')}
              value={list.filters.state}
              onChange={(v) => list.setFilter('state', v)}
              options={DOCUMENT_ORDER_STATES.map((s) => ({
                value: s,
                label: t(`document-orders:state.${s}`),
              }))}
              style={{ width: 190 }}
            />
            <ClientPicker
              allowClear
              placeholder={t('document-orders:filters.client')}
              value={list.filters.clientId}
              onChange={(v) => list.setFilter('clientId', v)}
              style={{ width: 220 }}
            />
            <TripVehicleFilter
              placeholder={t('document-orders:filters.vehicle')}
              value={list.filters.vehicleId}
              onChange={(v) => list.setFilter('vehicleId', v)}
              testId="filter-vehicle"
            />
            <TripDriverFilter
              placeholder={t('document-orders:filters.driver')}
              value={list.filters.driverId}
              onChange={(v) => list.setFilter('driverId', v)}
              testId="filter-driver"
            />
            <DateInput
              placeholder={t('document-orders:filters.from')}
              value={list.filters.from ?? null}
              onChange={(v) => list.setFilter('from', v ?? undefined)}
              style={{ width: 150 }}
            />
            <DateInput
              placeholder={t('document-orders:filters.to')}
              value={list.filters.to ?? null}
              onChange={(v) => list.setFilter('to', v ?? undefined)}
              style={{ width: 150 }}
            />
          </>
        }
      />
      <DocumentOrderCreateModal open={creating} onClose={() => setCreating(false)} onCreated={setOpen} />
      <DocumentOrderDrawer id={open} onClose={() => setOpen(null)} />
    </>
  );
};
