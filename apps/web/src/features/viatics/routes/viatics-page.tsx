import { CheckCircleOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ViaticTable } from '../components/viatic-table';

/** /rrhh/viatic (and /monitoring/viatic): tabs Pending (status 1) and Approved (status 2). */
export const ViaticsPage = () => {
  const { t } = useTranslation();
  return (
    <Tabs
      defaultActiveKey="pending"
      destroyOnHidden
      items={[
        {
          key: 'pending',
          label: (
            <span data-testid="tab-pending">
              <ClockCircleOutlined /> {t('viatics:tabs.pending')}
            </span>
          ),
          children: <ViaticTable status={1} />,
        },
        {
          key: 'approved',
          label: (
            <span data-testid="tab-approved">
              <CheckCircleOutlined /> {t('viatics:tabs.approved')}
            </span>
          ),
          children: <ViaticTable status={2} />,
        },
      ]}
    />
  );
};
