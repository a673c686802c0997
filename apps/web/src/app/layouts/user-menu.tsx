import {
  BellOutlined,
  DownOutlined,
  FileDoneOutlined,
  LogoutOutlined,
  QrcodeOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Avatar, Button, Dropdown, Flex, Grid, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useLogout } from '../../features/auth/api/logout';
import { LOGIN_PATH } from '../../lib/access';
import { initialsOf } from '../../lib/initials';
import { SELF_SERVICE_PATHS, usesSelfService } from '../../lib/self-service';
import { clearSession } from '../../lib/storage';
import { useSession } from '../../lib/use-session';

/** Avatar with the user's name and role; opens profile, notifications and sign out. */
export const UserMenu = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const screens = Grid.useBreakpoint();
  const { userData } = useSession();
  const logout = useLogout();
  const fullName = userData?.extras.fullName ?? userData?.email ?? '';

  const signOut = () => {
    logout.mutate(undefined, {
      onSettled: () => {
        clearSession();
        queryClient.clear();
        void navigate(LOGIN_PATH, { replace: true });
      },
    });
  };

  return (
    <Dropdown
      trigger={['click']}
      destroyOnHidden
      placement="bottomRight"
      menu={{
        items: [
          {
            key: 'header',
            disabled: true,
            label: (
              <Flex vertical style={{ minWidth: 180 }}>
                <Typography.Text strong>{fullName}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {userData?.email}
                </Typography.Text>
              </Flex>
            ),
          },
          { type: 'divider' },
          {
            key: 'profile',
            icon: <UserOutlined />,
            label: <span data-testid="user-menu-profile">{t('common:userMenu.profile')}</span>,
            onClick: () => void navigate('/profile'),
          },
          {
            key: 'notifications',
            icon: <BellOutlined />,
            label: <span data-testid="user-menu-notifications">{t('common:userMenu.notifications')}</span>,
            onClick: () => void navigate('/notifications'),
          },
          ...(usesSelfService(userData)
            ? [
                {
                  key: 'attendance',
                  icon: <QrcodeOutlined />,
                  label: <span data-testid="user-menu-attendance">{t('common:selfService.attendance')}</span>,
                  onClick: () => void navigate(SELF_SERVICE_PATHS.attendance),
                },
                {
                  key: 'justifications',
                  icon: <FileDoneOutlined />,
                  label: (
                    <span data-testid="user-menu-justifications">
                      {t('common:selfService.justifications')}
                    </span>
                  ),
                  onClick: () => void navigate(SELF_SERVICE_PATHS.justifications),
                },
              ]
            : []),
          { type: 'divider' },
          {
            key: 'logout',
            danger: true,
            icon: <LogoutOutlined />,
            label: <span data-testid="user-menu-logout">{t('common:userMenu.logout')}</span>,
            onClick: signOut,
          },
        ],
      }}
    >
      <Button type="text" className="user-menu-trigger" data-testid="user-menu" loading={logout.isPending}>
        <Flex align="center" gap={10}>
          {screens.md && (
            <Flex vertical align="end" style={{ lineHeight: 1.2 }}>
              <Typography.Text strong style={{ fontSize: 13 }}>
                {fullName}
              </Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 11 }}>
                {userData?.extras.roleName}
              </Typography.Text>
            </Flex>
          )}
          <Avatar style={{ backgroundColor: 'var(--ant-color-primary, #7367f0)' }}>
            {initialsOf(fullName)}
          </Avatar>
          <DownOutlined style={{ fontSize: 10 }} />
        </Flex>
      </Button>
    </Dropdown>
  );
};
