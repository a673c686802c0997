import { EditOutlined, PoweroffOutlined } from '@ant-design/icons';
import type { TVehicleSummary } from '@zerg/shared';
import { Button, Flex, Space, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { DataTableColumn } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import { formatQuantity } from '../../../lib/format-date';
import { ExpiryTag } from './expiry-tag';

export type VehicleRowActions = {
  onEdit: (row: TVehicleSummary) => void;
  onToggle: (row: TVehicleSummary) => void;
  togglingId: number | null;
};

const kg = (value: string) => formatQuantity(value, 0);

/** The columns of the vehicles tab. */
export const vehicleColumns = (
  t: TFunction,
  actions: VehicleRowActions,
): DataTableColumn<TVehicleSummary>[] => [
  {
    title: t('vehicles:columns.plate'),
    dataIndex: 'plate',
    sortKey: 'plate',
    fixed: 'left',
    render: (plate: string) => (
      <Typography.Text strong style={{ fontFamily: 'monospace', letterSpacing: 1 }}>
        {plate}
      </Typography.Text>
    ),
  },
  {
    title: t('vehicles:columns.vehicle'),
    dataIndex: 'brandName',
    sortKey: 'brandName',
    render: (brand: string, row) => (
      <Flex vertical>
        <span>
          {brand} {row.modelName}
        </span>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {row.companyName}
        </Typography.Text>
      </Flex>
    ),
  },
  { title: t('vehicles:columns.type'), dataIndex: 'typeName', sortKey: 'typeName' },
  { title: t('vehicles:columns.year'), dataIndex: 'year', sortKey: 'year', align: 'center' },
  { title: t('vehicles:columns.axles'), dataIndex: 'axles', align: 'center' },
  {
    title: t('vehicles:columns.odometerKm'),
    dataIndex: 'odometerKm',
    sortKey: 'odometerKm',
    align: 'right',
    render: (km: number) => formatQuantity(km, 0),
  },
  { title: t('vehicles:columns.payloadKg'), dataIndex: 'payloadKg', align: 'right', render: kg },
  {
    title: t('vehicles:columns.nextExpiry'),
    dataIndex: 'nextExpiry',
    sortKey: 'nextExpiry',
    render: (date: string | null, row) => (
      <Flex gap={4} wrap>
        <ExpiryTag date={date} kind={row.nextExpiryKind} />
        {row.missingDocuments > 0 && (
          <Typography.Text type="danger" style={{ fontSize: 12 }}>
            {t('vehicles:documents.missing', { count: row.missingDocuments })}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  {
    title: t('vehicles:columns.status'),
    dataIndex: 'isActive',
    fixed: 'right',
    align: 'center',
    render: (isActive: boolean) => <StatusTag status={isActive ? 'active' : 'inactive'} />,
  },
  {
    title: t('common:table.actions'),
    key: 'actions',
    fixed: 'right',
    align: 'center',
    render: (_value, row) => (
      <Space size={0}>
        <Tooltip title={t('common:actions.edit')}>
          <Button
            type="text"
            icon={<EditOutlined />}
            onClick={() => actions.onEdit(row)}
            aria-label={t('common:actions.edit')}
            data-testid={`vehicle-edit-${row.id}`}
          />
        </Tooltip>
        <Tooltip title={t(row.isActive ? 'vehicles:actions.deactivate' : 'vehicles:actions.activate')}>
          <Button
            type="text"
            danger={row.isActive}
            icon={<PoweroffOutlined />}
            loading={actions.togglingId === row.id}
            onClick={() => actions.onToggle(row)}
            aria-label={t(row.isActive ? 'vehicles:actions.deactivate' : 'vehicles:actions.activate')}
          />
        </Tooltip>
      </Space>
    ),
  },
];
