import { CheckCircleOutlined, EditOutlined, StopOutlined } from '@ant-design/icons';
import type { TRemoteWork } from '@zerg/shared';
import { Button, Flex, Space, Tooltip, Typography } from 'antd';
import type { TFunction } from 'i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import type { DataTableColumn } from '../../../components/data-table';
import { StatusTag } from '../../../components/status-tag';
import { formatDate } from '../../../lib/format-date';
import { WeekdayTags } from './weekday-tags';

export type RemoteWorkRowActions = {
  onEdit: (row: TRemoteWork) => void;
  onToggle: (row: TRemoteWork) => Promise<unknown>;
};

const day = (value: string) => formatDate(value);

/** The columns of the homework status list. */
export const remoteWorkColumns = (
  t: TFunction,
  actions: RemoteWorkRowActions,
): DataTableColumn<TRemoteWork>[] => [
  {
    title: t('remote-work:columns.employee'),
    dataIndex: 'employeeName',
    sortKey: 'employeeName',
    fixed: 'left',
    render: (name: string, row) => (
      <Flex vertical>
        <Typography.Text strong>{name}</Typography.Text>
        {row.areaName && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.areaName}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  {
    title: t('remote-work:columns.from'),
    dataIndex: 'from',
    sortKey: 'from',
    render: (value: string) => day(value),
  },
  {
    title: t('remote-work:columns.to'),
    dataIndex: 'to',
    sortKey: 'to',
    render: (value: string | null) =>
      value ? (
        day(value)
      ) : (
        <Typography.Text type="secondary">{t('remote-work:untilFurtherNotice')}</Typography.Text>
      ),
  },
  {
    title: t('remote-work:columns.weekdays'),
    dataIndex: 'weekdays',
    render: (weekdays: number[]) => <WeekdayTags weekdays={weekdays} />,
  },
  {
    title: t('remote-work:columns.reason'),
    dataIndex: 'reason',
    width: 280,
    render: (reason: string, row) => (
      <Tooltip title={row.notes}>
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 0, maxWidth: 280 }}>
          {reason}
        </Typography.Paragraph>
      </Tooltip>
    ),
  },
  {
    title: t('remote-work:columns.status'),
    dataIndex: 'status',
    fixed: 'right',
    align: 'center',
    // An assignment past its last day is over, though its switch still reads active.
    render: (status: TRemoteWork['status'], row) => (
      <StatusTag status={status === 'active' && row.ended ? 'finished' : status} />
    ),
  },
  {
    title: t('common:table.actions'),
    key: 'actions',
    fixed: 'right',
    align: 'center',
    render: (_value, row) => {
      const active = row.status === 'active';
      return (
        <Space size={0}>
          <Tooltip title={t('common:actions.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              onClick={() => actions.onEdit(row)}
              aria-label={t('common:actions.edit')}
              data-testid={`remote-work-edit-${row.id}`}
            />
          </Tooltip>
          <Tooltip title={t(active ? 'remote-work:inactivate' : 'remote-work:activate')}>
            <ConfirmButton
              type="text"
              danger={active}
              icon={active ? <StopOutlined /> : <CheckCircleOutlined />}
              aria-label={t(active ? 'remote-work:inactivate' : 'remote-work:activate')}
              confirmTitle={t(active ? 'remote-work:inactivateQuestion' : 'remote-work:activateQuestion', {
                name: row.employeeName,
              })}
              confirmDescription={t(active ? 'remote-work:inactivateHint' : 'remote-work:activateHint')}
              confirmOkText={t(active ? 'remote-work:inactivate' : 'remote-work:activate')}
              onConfirm={() => actions.onToggle(row)}
              data-testid={`remote-work-toggle-${row.id}`}
            />
          </Tooltip>
        </Space>
      );
    },
  },
];
