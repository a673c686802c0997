import { InboxOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { OutboxTable } from '../components/outbox-table';

/** /settings/general/email: the e-mail settings; the outbox shows what the app sent or queued. */
export const EmailSettingsPage = () => {
  const { t } = useTranslation();
  return (
    <Tabs
      defaultActiveKey="outbox"
      items={[
        {
          key: 'outbox',
          label: (
            <span data-testid="tab-outbox">
              <InboxOutlined /> {t('settings:email.tabs.outbox')}
            </span>
          ),
          children: <OutboxTable />,
        },
      ]}
    />
  );
};
