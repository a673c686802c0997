import {
  AuditOutlined,
  BankOutlined,
  CalendarOutlined,
  CarOutlined,
  GiftOutlined,
  SettingOutlined,
  WalletOutlined,
} from '@ant-design/icons';
import { Space, Tabs } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BonusTypesTab } from '../components/bonus-types-tab';
import { CompanyRulesCard } from '../components/company-rules-card';
import { GeneralTab } from '../components/general-tab';
import { HolidaysTab } from '../components/holidays-tab';
import { ParametersTab } from '../components/parameters-tab';
import { RegimesTab } from '../components/regimes-tab';
import { ViaticRatesTab } from '../components/viatic-rates-tab';

const label = (key: string, icon: ReactNode, text: string) => (
  <span data-testid={`tab-${key}`}>
    {icon} {text}
  </span>
);

/**
 * /settings/payroll/settings: payroll settings by tab. General holds attendance's late tolerance
 * and each company's late limit; the legal parameters have their own tab, the engine's dated table.
 */
export const PayrollSettingsPage = () => {
  const { t } = useTranslation();
  return (
    <Tabs
      defaultActiveKey="general"
      items={[
        {
          key: 'general',
          label: label('general', <SettingOutlined />, t('payroll-settings:tabs.general')),
          children: (
            <Space direction="vertical" size={16} style={{ width: '100%' }}>
              <GeneralTab />
              <CompanyRulesCard part="general" />
            </Space>
          ),
        },
        {
          key: 'payments',
          label: label('payments', <WalletOutlined />, t('payroll-settings:tabs.payments')),
          children: <CompanyRulesCard part="payments" />,
        },
        {
          key: 'holidays',
          label: label('holidays', <CalendarOutlined />, t('payroll-settings:tabs.holidays')),
          children: <HolidaysTab />,
        },
        {
          key: 'regimes',
          label: label('regimes', <BankOutlined />, t('payroll-settings:tabs.regimes')),
          children: <RegimesTab />,
        },
        {
          key: 'bonus',
          label: label('bonus', <GiftOutlined />, t('payroll-settings:tabs.bonus')),
          children: <BonusTypesTab />,
        },
        {
          key: 'viatics',
          label: label('viatics', <CarOutlined />, t('viatics:rates.tab')),
          children: <ViaticRatesTab />,
        },
        {
          key: 'parameters',
          label: label('parameters', <AuditOutlined />, t('payroll-settings:tabs.parameters')),
          children: <ParametersTab />,
        },
      ]}
    />
  );
};
