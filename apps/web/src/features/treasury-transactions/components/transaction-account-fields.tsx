import { TREASURY_DIRECTIONS } from '@zerg/shared';
import { Col, Form, Radio, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { formatMoney } from '../../../lib/format-money';
import { transactionRule } from './transaction-form-values';
import { TransactionTypeField } from './transaction-type-field';
import type { TransactionFormState } from './use-transaction-form';

/** Direction and date, then the company, its account and the direction's transaction type. */
export const TransactionAccountFields = ({ state }: { state: TransactionFormState }) => {
  const { t, i18n } = useTranslation();
  const { form, companyId, companies, companyOptions, accounts, account, types } = state;
  return (
    <>
      <Col xs={24} md={12}>
        <Form.Item name="direction" label={t('treasury-transactions:form.direction')} required>
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            onChange={() => form.setFieldsValue({ transactionTypeId: undefined })}
            options={TREASURY_DIRECTIONS.map((d) => ({
              value: d,
              label: t(`treasury-transactions:direction.${d}`),
            }))}
            data-testid="tx-direction"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="date"
          label={t('treasury-transactions:form.date')}
          required
          rules={[transactionRule('date')]}
        >
          <DateInput data-testid="tx-date" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="companyId"
          label={t('treasury-transactions:form.company')}
          required
          rules={[transactionRule('companyId')]}
        >
          <Select<number>
            showSearch={{ optionFilterProp: 'label' }}
            loading={companies.isPending}
            onChange={() => form.setFieldsValue({ bankAccountId: undefined })}
            options={companyOptions}
            data-testid="tx-company"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="bankAccountId"
          label={t('treasury-transactions:form.account')}
          required
          rules={[transactionRule('bankAccountId')]}
          extra={
            account &&
            t('treasury-transactions:available', {
              amount: formatMoney(account.available, account.currency, i18n.language),
            })
          }
        >
          <Select<number>
            disabled={companyId === undefined}
            loading={accounts.isFetching}
            placeholder={companyId === undefined ? t('treasury-transactions:form.companyFirst') : undefined}
            options={(accounts.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
            data-testid="tx-account"
          />
        </Form.Item>
      </Col>
      <Col span={24}>
        <TransactionTypeField types={types} rule={transactionRule('transactionTypeId')} testId="tx-type" />
      </Col>
    </>
  );
};
