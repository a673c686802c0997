import type { RequestStatus } from '@zerg/shared';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { SalaryIncreaseTable } from '../components/salary-increase-table';

const TABS: (RequestStatus | 'all')[] = ['pending', 'approved', 'rejected', 'all'];

/** Pending, Approved, Rejected and All, each its own server-paged table. */
export const SalaryIncreaseTabs = ({ mode }: { mode: 'requests' | 'approvals' }) => {
  const { t } = useTranslation();
  return (
    <Tabs
      defaultActiveKey="pending"
      destroyOnHidden
      items={TABS.map((key) => ({
        key,
        label: <span data-testid={`tab-${key}`}>{t(`salary-increases:tabs.${key}`)}</span>,
        children: <SalaryIncreaseTable mode={mode} status={key === 'all' ? undefined : key} />,
      }))}
    />
  );
};
