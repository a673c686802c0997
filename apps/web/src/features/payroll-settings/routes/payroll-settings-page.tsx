import { CalendarOutlined, CarOutlined, SettingOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { GeneralTab } from '../components/general-tab';
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
          key: 'general',
          label: (
            <span data-testid="tab-general">
              <SettingOutlined /> {t('payroll-settings:tabs.general')}
            </span>
          ),
          children: <GeneralTab />,
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
