import { CheckOutlined } from '@ant-design/icons';
import type { TNotification } from '@zerg/shared';
import { Button, Segmented, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { ExpandableText } from '../../../components/expandable-text';
import { StatusTag } from '../../../components/status-tag';
import { useListState } from '../../../components/use-list-state';
import { formatDateTime } from '../../../lib/format-date';
import { type NotificationFilters, useAllNotifications } from '../api/get-all-notifications';
import { useMarkRead } from '../api/mark-read';

type ReadFilter = 'all' | 'unread';

/** Every notification of the signed-in user, paged, with mark-read actions. */
export const NotificationsPage = () => {
  const { t } = useTranslation();
  const list = useListState<NotificationFilters>({ sortBy: 'createdAt', sortDesc: true });
  const query = useAllNotifications(list.params);
  const markRead = useMarkRead();

  const columns: DataTableColumn<TNotification>[] = [
    {
      title: t('notifications:columns.status'),
      dataIndex: 'readAt',
      width: 110,
      secondary: 'phone',
      render: (readAt: string | null) => <StatusTag status={readAt ? 'read' : 'unread'} />,
    },
    {
      title: t('notifications:columns.title'),
      dataIndex: 'title',
      // The table is as wide as its content: a title wraps at a width that leaves a phone its actions.
      render: (title: string) => (
        <Typography.Text
          strong
          style={{
            display: 'inline-block',
            whiteSpace: 'normal',
            maxWidth: 'min(480px, calc(100vw - 190px))',
          }}
        >
          {title}
        </Typography.Text>
      ),
    },
    {
      title: t('notifications:columns.body'),
      dataIndex: 'body',
      width: 420,
      secondary: 'phone',
      render: (body: string) => <ExpandableText text={body} />,
    },
    {
      title: t('notifications:columns.date'),
      dataIndex: 'createdAt',
      sortKey: 'createdAt',
      width: 180,
      secondary: 'phone',
      render: (createdAt: string) => (
        <Tooltip title={formatDateTime(createdAt)}>{dayjs(createdAt).fromNow()}</Tooltip>
      ),
    },
    {
      title: t('common:table.actions'),
      key: 'actions',
      width: 56,
      align: 'center',
      render: (_value, row) =>
        row.readAt ? null : (
          <Tooltip title={t('notifications:actions.markRead')}>
            <Button
              type="text"
              icon={<CheckOutlined />}
              aria-label={t('notifications:actions.markRead')}
              onClick={() => markRead.mutate({ ids: [row.id] })}
            />
          </Tooltip>
        ),
    },
  ];

  return (
    <DataTable<TNotification, NotificationFilters>
      list={list}
      query={query}
      columns={columns}
      rowKey="id"
      testId="notifications-table"
      filters={
        <Segmented<ReadFilter>
          value={list.filters.unread ? 'unread' : 'all'}
          onChange={(value) => list.setFilter('unread', value === 'unread' ? true : undefined)}
          options={[
            { value: 'all', label: t('notifications:filters.all') },
            { value: 'unread', label: t('notifications:filters.unread') },
          ]}
        />
      }
      actions={
        <Button
          icon={<CheckOutlined />}
          onClick={() => markRead.mutate({ all: true })}
          loading={markRead.isPending}
          data-testid="notifications-page-mark-all"
        >
          {t('notifications:actions.markAllRead')}
        </Button>
      }
      emptyText={t('notifications:empty')}
    />
  );
};
