import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { RemoteWorkTable } from '../components/remote-work-table';

/** /settings/homework-status/list: who works from home on which days, tabs Active and Inactive. */
export const RemoteWorkPage = () => {
  const { t } = useTranslation();
  return (
    <Tabs
      defaultActiveKey="active"
      destroyOnHidden
      items={[
        {
          key: 'active',
          label: (
            <span data-testid="tab-active">
              <CheckCircleOutlined /> {t('remote-work:tabs.active')}
            </span>
          ),
          children: <RemoteWorkTable status="active" />,
        },
        {
          key: 'inactive',
          label: (
            <span data-testid="tab-inactive">
              <StopOutlined /> {t('remote-work:tabs.inactive')}
            </span>
          ),
          children: <RemoteWorkTable status="inactive" />,
        },
      ]}
    />
  );
};
