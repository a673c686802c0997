import { Col, Flex, Row, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCompanies } from '../../../reference-data/get-companies';
import { ClientSettingsCard } from '../components/client-settings-card';
import { CompanySettingsCard } from '../components/company-settings-card';
import { SeriesCard } from '../components/series-card';
import { useDefaultCompany } from '../components/use-default-company';

/** /billing/settings/series: a company's series and detracción account, and each client's invoicing. */
export const BillingSettingsPage = () => {
  const { t } = useTranslation();
  const companies = useCompanies();
  const [picked, setPicked] = useState<number | undefined>();
  const fallback = useDefaultCompany();
  const companyId = picked ?? fallback;

  return (
    <Flex vertical gap={16}>
      <Flex align="center" gap={12}>
        <Typography.Text strong>{t('billing:fields.company')}</Typography.Text>
        <Select<number>
          value={companyId}
          onChange={setPicked}
          loading={companies.isPending}
          options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          style={{ minWidth: 260 }}
          data-testid="settings-company"
        />
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={14}>
          <SeriesCard companyId={companyId} />
        </Col>
        <Col xs={24} xl={10}>
          <Flex vertical gap={16}>
            <CompanySettingsCard companyId={companyId} />
            <ClientSettingsCard />
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
};
