import { EditOutlined, PlusOutlined, StopOutlined } from '@ant-design/icons';
import { SERVICE_ORDER_STATUSES, type ServiceOrderStatus, type TServiceOrder } from '@zerg/shared';
import { Button, Select, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { DataTable } from '../../../components/data-table';
import { DateInput } from '../../../components/date-input';
import { toast } from '../../../components/toast';
import { useListState } from '../../../components/use-list-state';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { ClientPicker } from '../../../reference-data/client-picker';
import { useTravelRouteOptions } from '../../../reference-data/get-travel-route-options';
import { useCancelServiceOrder } from '../api/cancel-service-order';
import { exportServiceOrders } from '../api/export-service-orders';
import { type ServiceOrderFilters, useServiceOrders } from '../api/get-service-orders';
import { ServiceOrderFormModal } from '../components/service-order-form-modal';

const COLORS: Record<ServiceOrderStatus, string> = {
  registered: 'blue',
  in_progress: 'gold',
  finished: 'green',
  canceled: 'default',
};

/** /operations/service-orders/list: the clients' orders, server-paged, with filters and export. */
export const ServiceOrdersPage = () => {
  const { t, i18n } = useTranslation();
  const list = useListState<ServiceOrderFilters>({ sortBy: 'startDate', sortDesc: true });
  const rows = useServiceOrders(list.params);
  const routes = useTravelRouteOptions();
  const cancel = useCancelServiceOrder();
  const [editing, setEditing] = useState<TServiceOrder | 'new' | null>(null);
  const filtering = Boolean(list.params.q) || Object.keys(list.params.filters ?? {}).length > 0;
  return (
    <>
      <DataTable<TServiceOrder, ServiceOrderFilters>
        list={list}
        query={rows}
        rowKey="id"
        testId="service-order-table"
        searchPlaceholder={t('service-orders:search')}
        emptyText={filtering ? undefined : t('service-orders:empty')}
        columns={[
          { title: t('service-orders:fields.code'), dataIndex: 'code', sortKey: 'code' },
          { title: t('service-orders:fields.client'), dataIndex: 'clientName', sortKey: 'clientName' },
          { title: t('service-orders:fields.route'), dataIndex: 'routeName', secondary: true },
          { title: t('service-orders:fields.cargo'), dataIndex: 'cargoDescription', secondary: true },
          {
            title: t('service-orders:fields.startDate'),
            dataIndex: 'startDate',
            sortKey: 'startDate',
            render: (value: string) => formatDate(value),
          },
          {
            title: t('service-orders:fields.price'),
            dataIndex: 'price',
            sortKey: 'price',
            align: 'right',
            render: (_: unknown, r: TServiceOrder) => formatMoney(r.price, r.currency, i18n.language),
          },
          {
            title: t('service-orders:fields.status'),
            dataIndex: 'status',
            sortKey: 'status',
            render: (_: unknown, r: TServiceOrder) => (
              <Tag color={COLORS[r.status]}>{t(`service-orders:status.${r.status}`)}</Tag>
            ),
          },
          { title: t('service-orders:fields.trips'), dataIndex: 'travelOrders', align: 'right' },
          {
            title: t('common:table.actions'),
            key: 'actions',
            render: (_: unknown, r: TServiceOrder) =>
              r.status === 'registered' ? (
                <Space size={4}>
                  <Button
                    size="small"
                    icon={<EditOutlined />}
                    onClick={() => setEditing(r)}
                    aria-label={t('service-orders:edit')}
                  />
                  <ConfirmButton
                    size="small"
                    danger
                    icon={<StopOutlined />}
                    aria-label={t('service-orders:cancel.action')}
                    title={t('service-orders:cancel.action')}
                    confirmTitle={t('service-orders:cancel.confirm', { code: r.code })}
                    confirmDescription={t('service-orders:cancel.description')}
                    confirmOkText={t('service-orders:cancel.ok')}
                    onConfirm={() =>
                      cancel
                        .mutateAsync(r.id)
                        .then(() => toast.success(t('service-orders:cancel.done', { code: r.code })))
                        .catch((e: unknown) => toast.danger(errorMessage(t, e)))
                    }
                    data-testid={`service-order-cancel-${r.id}`}
                  />
                </Space>
              ) : null,
          },
        ]}
        filters={
          <>
            <Select<ServiceOrderStatus>
              allowClear
              placeholder={t('service-orders:fields.status')}
              value={list.filters.status}
              onChange={(v) => list.setFilter('status', v)}
              options={SERVICE_ORDER_STATUSES.map((s) => ({
                value: s,
                label: t(`service-orders:status.${s}`),
              }))}
              style={{ width: 150 }}
            />
            <ClientPicker
              allowClear
              placeholder={t('service-orders:fields.client')}
              value={list.filters.clientId}
              onChange={(v) => list.setFilter('clientId', v)}
              style={{ width: 220 }}
            />
            <Select<number>
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('service-orders:fields.route')}
              value={list.filters.routeId}
              onChange={(v) => list.setFilter('routeId', v)}
              options={(routes.data ?? []).map((r) => ({ value: r.id, label: r.name }))}
              style={{ width: 260 }}
              data-testid="filter-route"
            />
            <DateInput
              placeholder={t('service-orders:from')}
              value={list.filters.dateFrom ?? null}
              onChange={(v) => list.setFilter('dateFrom', v ?? undefined)}
              style={{ width: 150 }}
            />
            <DateInput
              placeholder={t('service-orders:to')}
              value={list.filters.dateTo ?? null}
              onChange={(v) => list.setFilter('dateTo', v ?? undefined)}
              style={{ width: 150 }}
            />
          </>
        }
        onExport={() => exportServiceOrders(list.params)}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="service-order-add"
          >
            {t('service-orders:add')}
          </Button>
        }
      />
      <ServiceOrderFormModal target={editing} onClose={() => setEditing(null)} />
    </>
  );
};
