import { StopOutlined } from '@ant-design/icons';
import type { TKioskDevice } from '@zerg/shared';
import { Flex, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import type { DataTableColumn } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import { limaDateTime } from './lima-time';

const when = (value: string | null, by?: string | null) =>
  value ? (
    <Flex vertical>
      <span>{limaDateTime(value)}</span>
      {by && (
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {by}
        </Typography.Text>
      )}
    </Flex>
  ) : (
    <Typography.Text type="secondary">—</Typography.Text>
  );

/** The columns of Settings › Kiosks. */
export const kioskDeviceColumns = (
  t: TFunction,
  onRevoke: (row: TKioskDevice) => Promise<unknown>,
): DataTableColumn<TKioskDevice>[] => [
  {
    title: t('attendance-marking:devices.columns.name'),
    dataIndex: 'name',
    sortKey: 'name',
    fixed: 'left',
    render: (name: string, row) => (
      <Flex vertical>
        <Typography.Text strong>{name}</Typography.Text>
        <Typography.Text type="secondary" code style={{ fontSize: 12 }}>
          {row.tokenHint}…
        </Typography.Text>
      </Flex>
    ),
  },
  { title: t('attendance-marking:devices.columns.campus'), dataIndex: 'campusName', sortKey: 'campusName' },
  {
    title: t('attendance-marking:devices.columns.registered'),
    dataIndex: 'createdAt',
    sortKey: 'createdAt',
    render: (v: string, row) => when(v, row.createdByName),
  },
  {
    title: t('attendance-marking:devices.columns.lastSeen'),
    dataIndex: 'lastSeenAt',
    sortKey: 'lastSeenAt',
    render: (v: string | null) => when(v),
  },
  {
    title: t('attendance-marking:devices.columns.status'),
    dataIndex: 'status',
    align: 'center',
    render: (status: TKioskDevice['status'], row) =>
      status === 'active' ? (
        <StatusTag status="active" />
      ) : (
        <Tooltip
          title={row.revokedAt ? `${limaDateTime(row.revokedAt)} · ${row.revokedByName ?? ''}` : undefined}
        >
          <StatusTag status="canceled" label={t('attendance-marking:devices.revoked')} />
        </Tooltip>
      ),
  },
  {
    title: t('common:table.actions'),
    key: 'actions',
    fixed: 'right',
    align: 'center',
    render: (_value, row) =>
      row.status === 'active' ? (
        <Tooltip title={t('attendance-marking:devices.revoke')}>
          <ConfirmButton
            type="text"
            danger
            icon={<StopOutlined />}
            aria-label={t('attendance-marking:devices.revoke')}
            confirmTitle={t('attendance-marking:devices.revokeQuestion', { name: row.name })}
            confirmDescription={t('attendance-marking:devices.revokeHint')}
            confirmOkText={t('attendance-marking:devices.revoke')}
            onConfirm={() => onRevoke(row)}
            data-testid={`kiosk-device-revoke-${row.id}`}
          />
        </Tooltip>
      ) : null,
  },
];
