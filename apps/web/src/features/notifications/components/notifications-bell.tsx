import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Dropdown, Flex, Spin } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../lib/use-session';
import { useUnreadNotifications } from '../api/get-notifications';
import { LiveNotifications } from './live-notifications';

// The panel (a card with tabs, lists, empty states) loads on the first click, not with the app.
const NotificationsPanel = lazy(() =>
  import('./notifications-panel').then((m) => ({ default: m.NotificationsPanel })),
);

/** The navbar bell: the unread count; a click opens the latest unread notifications. */
export const NotificationsBell = () => {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const query = useUnreadNotifications();
  const total = query.data?.total ?? 0;
  const session = useSession();
  const userId = session.signedIn ? session.userData?.id : undefined;

  return (
    <>
      {userId !== undefined && <LiveNotifications key={userId} />}
      <Dropdown
        open={open}
        onOpenChange={setOpen}
        trigger={['click']}
        placement="bottomRight"
        popupRender={() => (
          <Suspense
            fallback={
              <Flex
                className="notifications-panel"
                justify="center"
                style={{ padding: 24, background: 'var(--ant-color-bg-elevated, #fff)', borderRadius: 8 }}
              >
                <Spin />
              </Flex>
            }
          >
            <NotificationsPanel onClose={() => setOpen(false)} />
          </Suspense>
        )}
      >
        <Button
          type="text"
          aria-label={t('notifications:bell.title')}
          data-testid="notifications-bell"
          // Absent until the server has answered: a 0 before that would be a guess, not a count.
          data-count={query.data ? total : undefined}
          icon={
            <Badge count={total} overflowCount={99} size="small" data-testid="notifications-badge">
              <BellOutlined style={{ fontSize: 18 }} />
            </Badge>
          }
        />
      </Dropdown>
    </>
  );
};
