import { InboxOutlined, NotificationOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EventsTable } from '../components/events-table';
import { OutboxTable } from '../components/outbox-table';
import { RecipientGroupsTable } from '../components/recipient-groups-table';
import { RecipientsTable } from '../components/recipients-table';

const tab = (key: string, icon: ReactNode, label: string, children: ReactNode) => ({
  key,
  label: (
    <span data-testid={`tab-${key}`}>
      {icon} {label}
    </span>
  ),
  children,
});

/** /settings/general/email: who hears of each business event, and the mail the app queued or sent. */
export const EmailSettingsPage = () => {
  const { t } = useTranslation();
  return (
    <Tabs
      defaultActiveKey="recipients"
      destroyOnHidden
      items={[
        tab('recipients', <UserOutlined />, t('settings:email.tabs.recipients'), <RecipientsTable />),
        tab('events', <NotificationOutlined />, t('settings:email.tabs.events'), <EventsTable />),
        tab('groups', <TeamOutlined />, t('settings:email.tabs.groups'), <RecipientGroupsTable />),
        tab('outbox', <InboxOutlined />, t('settings:email.tabs.outbox'), <OutboxTable />),
      ]}
    />
  );
};
