import { CalculatorOutlined, PlusOutlined } from '@ant-design/icons';
import type { TTravelRouteListItem } from '@zerg/shared';
import { Button, type ButtonProps, Modal, Select, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { ExpandableText } from '../../../components/expandable-text';
import { StatusTag } from '../../../components/status-tag';
import { useListState } from '../../../components/use-list-state';
import { formatQuantity } from '../../../lib/format-date';
import { useDepartments } from '../../../reference-data/get-departments';
import { useActivateTravelRoute } from '../api/activate-travel-route';
import { useDeactivateTravelRoute } from '../api/deactivate-travel-route';
import { exportTravelRoutes } from '../api/export-travel-routes';
import { type TravelRouteFilters, useTravelRoutes } from '../api/get-travel-routes';
import { useZoneOptions } from '../api/get-zone-options';
import { RowActions } from './row-actions';
import { StatusFilter } from './status-filter';
import { TollCostPanel } from './toll-cost-panel';
import { TravelRouteForm } from './travel-route-form';

type CostTarget = { id: number; name: string };

/** Travel routes: code, both ends, distance, hours, zones, tolls, and the toll cost of a trip. */
export const TravelRouteTab = () => {
  const { t } = useTranslation();
  const list = useListState<TravelRouteFilters>({ sortBy: 'code', urlKey: 'routes' });
  const routes = useTravelRoutes(list.params);
  const zones = useZoneOptions();
  const departments = useDepartments();
  const activate = useActivateTravelRoute();
  const deactivate = useDeactivateTravelRoute();
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [cost, setCost] = useState<CostTarget | null>(null);
  return (
    <>
      <DataTable<TTravelRouteListItem, TravelRouteFilters>
        list={list}
        query={routes}
        rowKey="id"
        testId="travel-routes-table"
        searchPlaceholder={t('travel-routes:routes.search')}
        onExport={() => exportTravelRoutes(list.params)}
        filters={
          <>
            <StatusFilter value={list.filters.status} onChange={(v) => list.setFilter('status', v)} />
            <Select<number>
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('travel-routes:routes.zone')}
              value={list.filters.zoneId}
              onChange={(v) => list.setFilter('zoneId', v)}
              options={(zones.data ?? []).map((z) => ({ value: z.id, label: z.name }))}
              style={{ width: 170 }}
              data-testid="filter-zone"
            />
            <Select<string>
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('travel-routes:routes.originDepartment')}
              value={list.filters.originDepartment}
              onChange={(v) => list.setFilter('originDepartment', v)}
              options={(departments.data ?? []).map((d) => ({ value: d.code, label: d.name }))}
              style={{ width: 170 }}
            />
          </>
        }
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ id: null })}
            data-testid="travel-routes-add"
          >
            {t('travel-routes:routes.add')}
          </Button>
        }
        columns={[
          {
            title: t('travel-routes:routes.code'),
            dataIndex: 'code',
            sortKey: 'code',
            width: 130,
            render: (code: string) => <Typography.Text strong>{code}</Typography.Text>,
          },
          { title: t('travel-routes:routes.origin'), dataIndex: 'origin', sortKey: 'origin' },
          { title: t('travel-routes:routes.destination'), dataIndex: 'destination', sortKey: 'destination' },
          {
            title: t('travel-routes:routes.distanceKm'),
            dataIndex: 'distanceKm',
            sortKey: 'distanceKm',
            align: 'right',
            width: 120,
            render: (km: number) => formatQuantity(km, 1),
          },
          {
            title: t('travel-routes:routes.expectedHours'),
            dataIndex: 'expectedHours',
            sortKey: 'expectedHours',
            align: 'right',
            width: 110,
          },
          {
            title: t('travel-routes:routes.zones'),
            dataIndex: 'zones',
            width: 260,
            render: (names: string) => <ExpandableText text={names} limit={60} />,
          },
          { title: t('travel-routes:routes.tollCount'), dataIndex: 'tollCount', align: 'right', width: 90 },
          {
            title: t('travel-routes:columns.status'),
            dataIndex: 'isActive',
            width: 110,
            render: (active: boolean) => <StatusTag status={active ? 'active' : 'inactive'} />,
          },
          {
            title: t('common:table.actions'),
            key: 'actions',
            fixed: 'right',
            width: 150,
            render: (_: unknown, row) => (
              <RowActions
                isActive={row.isActive}
                testId={`travel-route-${row.code}`}
                onEdit={() => setEditing({ id: row.id })}
                onActivate={() => activate.mutateAsync(row.id)}
                onDeactivate={() => deactivate.mutateAsync(row.id)}
                extra={
                  <Tooltip title={t('travel-routes:cost.title')}>
                    <Button
                      type="text"
                      icon={<CalculatorOutlined />}
                      aria-label={t('travel-routes:cost.title')}
                      onClick={() =>
                        setCost({ id: row.id, name: `${row.code} · ${row.origin} → ${row.destination}` })
                      }
                      data-testid={`travel-route-${row.code}-cost`}
                    />
                  </Tooltip>
                }
              />
            ),
          },
        ]}
      />
      <Modal
        open={editing !== null}
        onCancel={() => setEditing(null)}
        destroyOnHidden
        width={760}
        title={t(editing?.id ? 'travel-routes:routes.edit' : 'travel-routes:routes.add')}
        okText={t('common:actions.save')}
        cancelText={t('common:actions.cancel')}
        okButtonProps={
          { htmlType: 'submit', form: 'travel-route-form', 'data-testid': 'travel-route-save' } as ButtonProps
        }
        data-testid="travel-route-modal"
      >
        {editing && <TravelRouteForm id={editing.id} onClose={() => setEditing(null)} />}
      </Modal>
      <Modal
        open={cost !== null}
        onCancel={() => setCost(null)}
        destroyOnHidden
        width={820}
        footer={null}
        title={t('travel-routes:cost.titleOf', { name: cost?.name ?? '' })}
        data-testid="toll-cost-modal"
      >
        {cost && <TollCostPanel routeId={cost.id} />}
      </Modal>
    </>
  );
};
