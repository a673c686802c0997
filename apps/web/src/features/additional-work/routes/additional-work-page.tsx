import type { RequestStatus } from '@zerg/shared';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { AdditionalWorkTable } from '../components/additional-work-table';

const TABS: (RequestStatus | 'all')[] = ['pending', 'approved', 'rejected', 'all'];

/** /rrhh/additional-work/requests (section 45): Pending, Approved, Rejected and All. */
export const AdditionalWorkPage = () => {
  const { t } = useTranslation();
  return (
    <Tabs
      defaultActiveKey="pending"
      destroyOnHidden
      items={TABS.map((key) => ({
        key,
        label: <span data-testid={`tab-${key}`}>{t(`additional-work:tabs.${key}`)}</span>,
        children: <AdditionalWorkTable status={key === 'all' ? undefined : key} />,
      }))}
    />
  );
};
