import { CalendarOutlined, CarOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { HolidaysTab } from '../components/holidays-tab';
import { ViaticRatesTab } from '../components/viatic-rates-tab';

/** /settings/payroll/settings: payroll settings by tab; the payroll issues add their tabs here. */
export const PayrollSettingsPage = () => {
  const { t } = useTranslation();
  return (
    <Tabs
      defaultActiveKey="holidays"
      items={[
        {
          key: 'holidays',
          label: (
            <span data-testid="tab-holidays">
              <CalendarOutlined /> {t('payroll-settings:tabs.holidays')}
            </span>
          ),
          children: <HolidaysTab />,
        },
        {
          key: 'viatics',
          label: (
            <span data-testid="tab-viatics">
              <CarOutlined /> {t('viatics:rates.tab')}
            </span>
          ),
          children: <ViaticRatesTab />,
        },
      ]}
    />
  );
};
