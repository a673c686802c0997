import { CLIENT_DOCUMENT_TYPES, CURRENCIES, ZClientCreateBody } from '@zerg/shared';
import { Card, Col, Form, type FormInstance, Input, InputNumber, Row, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input';
import { zodPathRule, zodRule } from '../../../lib/zod-rule';
import type { ClientFormValues } from './client-form-values';

const head = ZClientCreateBody.shape;

/** Who the client is and how it pays: document, names, payment term, currency and credit limit. */
export const ClientGeneralCard = ({ form }: { form: FormInstance<ClientFormValues> }) => {
  const { t } = useTranslation();
  const currency = Form.useWatch('currency', form);
  return (
    <Card title={t('clients:form.general')}>
      <Row gutter={16}>
        <Col xs={24} md={6} xl={4}>
          <Form.Item name="documentType" label={t('clients:fields.documentType')} required>
            <Select
              options={CLIENT_DOCUMENT_TYPES.map((d) => ({ value: d, label: d }))}
              onChange={() => void form.validateFields(['documentNumber']).catch(() => undefined)}
              data-testid="client-document-type"
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={18} xl={8}>
          <Form.Item
            name="documentNumber"
            label={t('clients:fields.documentNumber')}
            required
            dependencies={['documentType']}
            rules={[zodPathRule(ZClientCreateBody, ['documentNumber'], (v) => v)]}
          >
            <Input maxLength={11} inputMode="numeric" data-testid="client-document-number" />
          </Form.Item>
        </Col>
        <Col xs={24} xl={12}>
          <Form.Item
            name="legalName"
            label={t('clients:fields.legalName')}
            required
            rules={[zodRule(head.legalName)]}
          >
            <Input maxLength={200} data-testid="client-legal-name" />
          </Form.Item>
        </Col>
        <Col xs={24} xl={12}>
          <Form.Item name="tradeName" label={t('clients:fields.tradeName')} rules={[zodRule(head.tradeName)]}>
            <Input maxLength={200} data-testid="client-trade-name" />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} xl={4}>
          <Form.Item
            name="paymentTermDays"
            label={t('clients:fields.paymentTermDays')}
            required
            rules={[zodRule(head.paymentTermDays)]}
          >
            <InputNumber
              min={0}
              max={365}
              precision={0}
              style={{ width: '100%' }}
              data-testid="client-payment-term"
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6} xl={3}>
          <Form.Item name="currency" label={t('clients:fields.currency')} required>
            <Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} data-testid="client-currency" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12} xl={5}>
          <Form.Item
            name="creditLimit"
            label={t('clients:fields.creditLimit')}
            required
            rules={[zodRule(head.creditLimit)]}
          >
            <MoneyInput<string>
              stringMode
              currency={currency === 'USD' ? 'US$' : 'S/'}
              data-testid="client-credit-limit"
            />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
};
