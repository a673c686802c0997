import { Col, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { MoneyInput } from '../../../components/money-input';
import { CURRENCY_SYMBOLS } from '../../../lib/format-money';
import { DayRateButton } from './day-rate-button';
import { transactionRule } from './transaction-form-values';
import type { TransactionFormState } from './use-transaction-form';

/** The amount in the account's currency and, for dollars, the exchange rate of the day. */
export const TransactionAmountFields = ({ state }: { state: TransactionFormState }) => {
  const { t } = useTranslation();
  const { form, currency, date, direction } = state;
  return (
    <>
      <Col xs={24} md={8}>
        <Form.Item
          name="amount"
          label={t('treasury-transactions:form.amount')}
          required
          rules={[transactionRule('amount')]}
        >
          <MoneyInput<string> stringMode currency={CURRENCY_SYMBOLS[currency]} data-testid="tx-amount" />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        <Form.Item
          name="currency"
          label={t('treasury-transactions:form.currency')}
          required
          extra={t('treasury-transactions:form.currencyHelp')}
        >
          <Select
            disabled
            options={(['PEN', 'USD'] as const).map((c) => ({ value: c, label: c }))}
            data-testid="tx-currency"
          />
        </Form.Item>
      </Col>
      {currency === 'USD' && (
        <Col xs={24} md={8}>
          <Form.Item
            name="exchangeRate"
            label={t('treasury-transactions:form.exchangeRate')}
            required
            dependencies={['currency']}
            rules={[transactionRule('exchangeRate')]}
            extra={t('treasury-transactions:form.exchangeRateHelp')}
          >
            <Input
              inputMode="decimal"
              placeholder="3.750"
              maxLength={8}
              data-testid="tx-exchange-rate"
              suffix={
                <DayRateButton
                  date={date}
                  direction={direction}
                  onRate={(rate) => form.setFieldsValue({ exchangeRate: rate })}
                />
              }
            />
          </Form.Item>
        </Col>
      )}
    </>
  );
};
