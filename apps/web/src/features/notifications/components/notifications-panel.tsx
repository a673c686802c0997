import { CheckOutlined } from '@ant-design/icons';
import type { TNotification } from '@zerg/shared';
import { Button, Card, Empty, Flex, Spin, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useUnreadNotifications } from '../api/get-notifications';
import { useMarkRead } from '../api/mark-read';
import { NOTIFICATIONS_PATH } from '../screens';

const isInternalLink = (link: string | null): link is string => Boolean(link?.startsWith('/'));

export type NotificationsPanelProps = { onClose: () => void };

/** The bell's dropdown: the latest unread notifications, mark read, see all. */
export const NotificationsPanel = ({ onClose }: NotificationsPanelProps) => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const query = useUnreadNotifications();
  const markRead = useMarkRead();
  const total = query.data?.total ?? 0;
  const items = query.data?.data ?? [];

  const openNotification = (notification: TNotification) => {
    markRead.mutate({ ids: [notification.id] });
    if (isInternalLink(notification.link)) {
      onClose();
      void navigate(notification.link);
    }
  };

  return (
    <Card
      className="notifications-panel"
      size="small"
      title={
        <Flex justify="space-between" align="center">
          <span>{t('notifications:bell.title')}</span>
          {total > 0 && <Tag color="processing">{t('notifications:bell.new', { count: total })}</Tag>}
        </Flex>
      }
      styles={{ body: { padding: 0 } }}
      actions={[
        <Button
          key="all-read"
          type="link"
          size="small"
          disabled={total === 0}
          loading={markRead.isPending}
          onClick={() => markRead.mutate({ all: true })}
          data-testid="notifications-mark-all"
        >
          {t('notifications:actions.markAllRead')}
        </Button>,
        <Button
          key="see-all"
          type="link"
          size="small"
          onClick={() => {
            onClose();
            void navigate(NOTIFICATIONS_PATH);
          }}
          data-testid="notifications-see-all"
        >
          {t('notifications:actions.seeAll')}
        </Button>,
      ]}
    >
      <div className="notifications-panel-list">
        {query.isPending ? (
          <Flex justify="center" style={{ padding: 24 }}>
            <Spin />
          </Flex>
        ) : query.isError && items.length === 0 ? (
          <Flex vertical align="center" gap={8} style={{ padding: 24 }}>
            <Typography.Text type="secondary">{t('notifications:bell.error')}</Typography.Text>
            <Button size="small" onClick={() => void query.refetch()}>
              {t('common:actions.retry')}
            </Button>
          </Flex>
        ) : items.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('notifications:bell.empty')}
            style={{ padding: '16px 0' }}
          />
        ) : (
          items.map((notification) => (
            <Flex
              key={notification.id}
              className="notifications-panel-item"
              gap={8}
              align="start"
              data-testid={`notification-item-${notification.id}`}
            >
              <button
                type="button"
                className="notifications-panel-open"
                onClick={() => openNotification(notification)}
              >
                <Typography.Text strong ellipsis style={{ display: 'block' }}>
                  {notification.title}
                </Typography.Text>
                <Typography.Paragraph
                  type="secondary"
                  ellipsis={{ rows: 2 }}
                  style={{ margin: 0, fontSize: 12 }}
                >
                  {notification.body}
                </Typography.Paragraph>
                <Typography.Text type="secondary" style={{ fontSize: 11 }}>
                  {dayjs(notification.createdAt).fromNow()}
                </Typography.Text>
              </button>
              <Tooltip title={t('notifications:actions.markRead')}>
                <Button
                  type="text"
                  size="small"
                  icon={<CheckOutlined />}
                  aria-label={t('notifications:actions.markRead')}
                  onClick={() => markRead.mutate({ ids: [notification.id] })}
                  data-testid={`notification-mark-read-${notification.id}`}
                />
              </Tooltip>
            </Flex>
          ))
        )}
      </div>
    </Card>
  );
};
