import { BANK_ACCOUNT_TYPES, CURRENCIES, ZBankAccountInput } from '@zerg/shared';
import { Col, Form, Input, Row, Select, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { codeOptions } from '../../../components/employee-record/code-label';
import { cciBankRule } from '../../../lib/cci-bank-rule';
import { ACCENT_INSENSITIVE_SEARCH } from '../../../lib/search-text';
import { zodRule } from '../../../lib/zod-rule';
import { useBanks } from '../../../reference-data/get-banks';
import type { BankAccountFormValues } from './employee-form-values';
import { ListCard } from './list-card';

/** At most this many accounts per save (the shared schema's `max`). */
export const MAX_BANK_ACCOUNTS = 5;

const digitsOnly = (event: { target: { value: string } }) => event.target.value.replace(/\D/g, '');

/**
 * Bank accounts: bank, type, number, CCI (20 digits) and currency. Stored accounts (with an id)
 * cannot be removed here: the API never deletes them, they are retired with their switch.
 */
export const BankAccountFields = () => {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const banks = useBanks();
  const shape = ZBankAccountInput.shape;
  const storedAt = (index: number): boolean =>
    Boolean((form.getFieldValue(['bankAccounts', index]) as BankAccountFormValues | undefined)?.id);

  return (
    <ListCard
      name="bankAccounts"
      testId="bank-accounts"
      title={t('employees:sections.bankAccounts')}
      addLabel={t('employees:form.addBankAccount')}
      emptyText={t('employees:view.noBankAccounts')}
      max={MAX_BANK_ACCOUNTS}
      newRow={() => ({ accountNumber: '', cci: '', currency: 'PEN' })}
      canRemove={(index) => !storedAt(index)}
      renderRow={(field) => (
        <Row gutter={12}>
          <Col xs={24} md={8} xl={6}>
            <Form.Item
              name={[field.name, 'bank']}
              label={
                <span>
                  {t('employees:fields.bank')}{' '}
                  {storedAt(field.name) && (
                    <Tag style={{ marginInlineStart: 4 }}>{t('employees:form.stored')}</Tag>
                  )}
                </span>
              }
              required
              rules={[zodRule(shape.bank)]}
            >
              <Select<string>
                showSearch={ACCENT_INSENSITIVE_SEARCH}
                placeholder={t('employees:form.choose')}
                loading={banks.isPending}
                options={(banks.data ?? []).map((bank) => ({ value: bank.code, label: bank.name }))}
                data-testid={`bank-${field.name}`}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8} xl={4}>
            <Form.Item
              name={[field.name, 'accountType']}
              label={t('employees:fields.accountType')}
              required
              rules={[zodRule(shape.accountType)]}
            >
              <Select
                placeholder={t('employees:form.choose')}
                options={codeOptions(t, 'bankAccountType', BANK_ACCOUNT_TYPES)}
                data-testid={`bank-account-type-${field.name}`}
              />
            </Form.Item>
          </Col>
          <Col xs={12} md={8} xl={3}>
            <Form.Item
              name={[field.name, 'currency']}
              label={t('employees:fields.currency')}
              rules={[zodRule(shape.currency)]}
            >
              <Select
                options={codeOptions(t, 'currency', CURRENCIES)}
                data-testid={`bank-currency-${field.name}`}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={5}>
            <Form.Item
              name={[field.name, 'accountNumber']}
              label={t('employees:fields.accountNumber')}
              required
              getValueFromEvent={digitsOnly}
              rules={[zodRule(shape.accountNumber)]}
            >
              <Input inputMode="numeric" maxLength={20} data-testid={`bank-account-number-${field.name}`} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12} xl={6}>
            <Form.Item
              name={[field.name, 'cci']}
              label={t('employees:fields.cci')}
              required
              getValueFromEvent={digitsOnly}
              dependencies={[['bankAccounts', field.name, 'bank']]}
              rules={[
                zodRule(shape.cci),
                cciBankRule(() => form.getFieldValue(['bankAccounts', field.name, 'bank'])),
              ]}
              extra={t('employees:form.cciHint')}
            >
              <Input inputMode="numeric" maxLength={20} showCount data-testid={`bank-cci-${field.name}`} />
            </Form.Item>
          </Col>
        </Row>
      )}
    />
  );
};
