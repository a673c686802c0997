import { DollarOutlined, PlusOutlined } from '@ant-design/icons';
import type { TTollListItem } from '@zerg/shared';
import { Button, type ButtonProps, Input, Modal, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import { useListState } from '../../../components/use-list-state';
import { formatQuantity } from '../../../lib/format-date';
import { useActivateToll } from '../api/activate-toll';
import { useDeactivateToll } from '../api/deactivate-toll';
import { exportTolls } from '../api/export-tolls';
import { type TollFilters, useTolls } from '../api/get-tolls';
import { RowActions } from './row-actions';
import { StatusFilter } from './status-filter';
import { TollFares } from './toll-fares';
import { TollForm } from './toll-form';

/** Toll booths with their location and, per booth, the fares by axle count and validity. */
export const TollTab = () => {
  const { t } = useTranslation();
  const list = useListState<TollFilters>({ sortBy: 'name', urlKey: 'tolls' });
  const tolls = useTolls(list.params);
  const activate = useActivateToll();
  const deactivate = useDeactivateToll();
  const [editing, setEditing] = useState<{ id: number | null } | null>(null);
  const [fares, setFares] = useState<{ id: number; name: string } | null>(null);
  return (
    <>
      <DataTable<TTollListItem, TollFilters>
        list={list}
        query={tolls}
        rowKey="id"
        testId="tolls-table"
        searchPlaceholder={t('travel-routes:tolls.search')}
        onExport={() => exportTolls(list.params)}
        filters={
          <>
            <StatusFilter value={list.filters.status} onChange={(v) => list.setFilter('status', v)} />
            <Input
              allowClear
              placeholder={t('travel-routes:tolls.road')}
              value={list.filters.road ?? ''}
              onChange={(e) => list.setFilter('road', e.target.value || undefined)}
              style={{ width: 200 }}
            />
          </>
        }
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ id: null })}
            data-testid="tolls-add"
          >
            {t('travel-routes:tolls.add')}
          </Button>
        }
        columns={[
          {
            title: t('travel-routes:tolls.name'),
            dataIndex: 'name',
            sortKey: 'name',
            render: (name: string, row) => (
              <Typography.Text strong delete={!row.isActive}>
                {name}
              </Typography.Text>
            ),
          },
          { title: t('travel-routes:tolls.road'), dataIndex: 'road', sortKey: 'road' },
          {
            title: t('travel-routes:tolls.km'),
            dataIndex: 'km',
            sortKey: 'km',
            align: 'right',
            width: 90,
            render: (km: number) => formatQuantity(km, 3),
          },
          { title: t('travel-routes:tolls.location'), dataIndex: 'location', sortKey: 'location' },
          {
            title: t('travel-routes:tolls.concessionaire'),
            dataIndex: 'concessionaire',
            render: (c: string | null) =>
              c ?? <Typography.Text type="secondary">{t('common:states.none')}</Typography.Text>,
          },
          {
            title: t('travel-routes:tolls.fareToday'),
            dataIndex: 'fareToday',
            align: 'right',
            render: (fare: string | null) =>
              fare ? (
                `S/ ${fare}`
              ) : (
                <Typography.Text type="warning">{t('travel-routes:tolls.noFare')}</Typography.Text>
              ),
          },
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
                testId={`toll-${row.id}`}
                onEdit={() => setEditing({ id: row.id })}
                onActivate={() => activate.mutateAsync(row.id)}
                onDeactivate={() => deactivate.mutateAsync(row.id)}
                extra={
                  <Tooltip title={t('travel-routes:fares.title')}>
                    <Button
                      type="text"
                      icon={<DollarOutlined />}
                      aria-label={t('travel-routes:fares.title')}
                      onClick={() => setFares({ id: row.id, name: row.name })}
                      data-testid={`toll-${row.id}-fares`}
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
        width={680}
        title={t(editing?.id ? 'travel-routes:tolls.edit' : 'travel-routes:tolls.add')}
        okText={t('common:actions.save')}
        cancelText={t('common:actions.cancel')}
        okButtonProps={{ htmlType: 'submit', form: 'toll-form', 'data-testid': 'toll-save' } as ButtonProps}
      >
        {editing && <TollForm id={editing.id} onClose={() => setEditing(null)} />}
      </Modal>
      <Modal
        open={fares !== null}
        onCancel={() => setFares(null)}
        destroyOnHidden
        width={860}
        footer={null}
        title={t('travel-routes:fares.titleOf', { name: fares?.name ?? '' })}
        data-testid="fares-modal"
      >
        {fares && <TollFares tollId={fares.id} />}
      </Modal>
    </>
  );
};
