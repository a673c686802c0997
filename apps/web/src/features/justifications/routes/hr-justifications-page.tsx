import { CheckCircleOutlined, ClockCircleOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Modal, Tabs } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAYROLL_ATTENDANCE_TABS, PAYROLL_TABS, RouteTabs } from '../../../components/route-tabs';
import { JustificationForm } from '../components/justification-form';
import { JustificationsTable } from '../components/justifications-table';

/**
 * HR payroll › Attendance › Justifications (section 14): Pending (waiting for the chief or HR) and
 * Completed, each a server-paged table; approve/reject where the user decides; justify on behalf.
 */
export const HrJustificationsPage = () => {
  const { t } = useTranslation();
  const [filing, setFiling] = useState(false);
  return (
    <>
      <RouteTabs tabs={PAYROLL_TABS} />
      <RouteTabs tabs={PAYROLL_ATTENDANCE_TABS} />
      <Tabs
        defaultActiveKey="pending"
        destroyOnHidden
        tabBarExtraContent={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setFiling(true)}
            data-testid="justification-on-behalf"
          >
            {t('justifications:hr.onBehalf')}
          </Button>
        }
        items={[
          {
            key: 'pending',
            label: (
              <span data-testid="tab-justifications-pending">
                <ClockCircleOutlined /> {t('justifications:hr.tabs.pending')}
              </span>
            ),
            children: <JustificationsTable group="pending" />,
          },
          {
            key: 'completed',
            label: (
              <span data-testid="tab-justifications-completed">
                <CheckCircleOutlined /> {t('justifications:hr.tabs.completed')}
              </span>
            ),
            children: <JustificationsTable group="completed" />,
          },
        ]}
      />
      <Modal
        open={filing}
        onCancel={() => setFiling(false)}
        title={t('justifications:hr.onBehalfTitle')}
        footer={null}
        destroyOnHidden
        data-testid="justification-on-behalf-modal"
      >
        <JustificationForm onBehalf onDone={() => setFiling(false)} />
      </Modal>
    </>
  );
};
