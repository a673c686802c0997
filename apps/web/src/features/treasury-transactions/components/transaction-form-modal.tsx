import {
  COUNTERPARTY_KINDS,
  type CounterpartyKind,
  TREASURY_DIRECTIONS,
  type TreasuryCurrency,
  type TreasuryDirection,
  type TTreasuryTransactionBody,
  type TTreasuryTransactionDetail,
  ZTreasuryTransactionBody,
} from '@zerg/shared';
import { Alert, type ButtonProps, Col, Form, Input, Modal, Radio, Row, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { MoneyInput } from '../../../components/money-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { CURRENCY_SYMBOLS, formatMoney } from '../../../lib/format-money';
import { type FieldPath, zodPathRule } from '../../../lib/zod-rule';
import { useClientOptions } from '../../../reference-data/get-client-options';
import { useCompanies } from '../../../reference-data/get-companies';
import { useEmployeeOptions } from '../../../reference-data/get-employee-options';
import { useTransactionTypeOptions } from '../../../reference-data/get-transaction-type-options';
import { useCreateTransaction } from '../api/create-transaction';
import { useBankAccountOptions } from '../api/get-bank-account-options';
import { useUpdateTransaction } from '../api/update-transaction';
import { insufficientBalanceMessage } from './balance-error';
import { DayRateButton } from './day-rate-button';
import { DIALOG_Z_INDEX } from './dialog-z-index';

type FormValues = {
  companyId?: number;
  bankAccountId?: number;
  date: string | null;
  direction: TreasuryDirection;
  transactionTypeId?: number;
  counterpartyKind: CounterpartyKind;
  clientId?: number | null;
  employeeId?: number | null;
  counterpartyName: string;
  counterpartyDocument: string;
  concept: string;
  amount: string | null;
  currency: TreasuryCurrency;
  exchangeRate: string | null;
  referenceDocument: string;
};

// Only the chosen counterparty's own fields travel; PEN never carries a rate.
const toBody = (values: unknown): unknown => {
  const v = values as FormValues;
  return {
    ...v,
    clientId: v.counterpartyKind === 'client' ? v.clientId : null,
    employeeId: v.counterpartyKind === 'employee' ? v.employeeId : null,
    counterpartyName: v.counterpartyKind === 'other' ? v.counterpartyName : '',
    counterpartyDocument: v.counterpartyKind === 'other' ? v.counterpartyDocument : '',
    exchangeRate: v.currency === 'USD' ? v.exchangeRate || null : null,
  };
};

const empty = (): FormValues => ({
  date: dayjs().format('YYYY-MM-DD'),
  direction: 'expense',
  counterpartyKind: 'other',
  counterpartyName: '',
  counterpartyDocument: '',
  concept: '',
  amount: null,
  currency: 'PEN',
  exchangeRate: null,
  referenceDocument: '',
});

const valuesOf = (tx: TTreasuryTransactionDetail): FormValues => ({
  companyId: tx.companyId,
  bankAccountId: tx.bankAccountId ?? undefined,
  date: tx.date,
  direction: tx.direction,
  transactionTypeId: tx.transactionTypeId ?? undefined,
  counterpartyKind: tx.counterpartyKind,
  clientId: tx.clientId,
  employeeId: tx.employeeId,
  counterpartyName: tx.counterpartyKind === 'other' ? tx.counterpartyName : '',
  counterpartyDocument: tx.counterpartyKind === 'other' ? (tx.counterpartyDocument ?? '') : '',
  concept: tx.concept,
  amount: tx.amount,
  currency: tx.currency,
  exchangeRate: tx.currency === 'USD' ? tx.exchangeRate : null,
  referenceDocument: tx.referenceDocument ?? '',
});

const rule = (path: string) => zodPathRule(ZTreasuryTransactionBody, [path] as FieldPath, toBody);

export type TransactionFormModalProps = {
  /** `'new'` registers one; a pending movement typed in by hand edits it; null keeps it closed. */
  target: TTreasuryTransactionDetail | 'new' | null;
  onClose: () => void;
};

/**
 * Registers or edits a movement: the company gives its accounts, the account gives the currency,
 * the direction gives the transaction types, and the counterparty kind gives its own picker. The
 * shared body schema validates every field, the rules that compare fields included.
 */
export const TransactionFormModal = ({ target, onClose }: TransactionFormModalProps) => {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateTransaction();
  const update = useUpdateTransaction();
  const reportError = useFormError();
  const shown = useRef(target);
  if (target !== null) shown.current = target;
  const editing = shown.current !== null && shown.current !== 'new' ? shown.current : null;

  const companyId = Form.useWatch('companyId', form);
  const bankAccountId = Form.useWatch('bankAccountId', form);
  const direction = Form.useWatch('direction', form) ?? 'expense';
  const counterpartyKind = Form.useWatch('counterpartyKind', form) ?? 'other';
  const currency = Form.useWatch('currency', form) ?? 'PEN';
  const date = Form.useWatch('date', form);
  const open = target !== null;

  const companies = useCompanies();
  const accounts = useBankAccountOptions(companyId, open && companyId !== undefined);
  const types = useTransactionTypeOptions(direction, open);
  const clients = useClientOptions();
  const employees = useEmployeeOptions();
  const account = accounts.data?.find((a) => a.id === bankAccountId);

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    form.setFieldsValue(target === 'new' ? empty() : valuesOf(target));
  }, [target, form]);

  // The currency is the account's: a PEN account moves soles, a USD account dollars.
  useEffect(() => {
    if (account && form.getFieldValue('currency') !== account.currency) {
      form.setFieldsValue({ currency: account.currency });
    }
  }, [account, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = ZTreasuryTransactionBody.parse(toBody(values)) as TTreasuryTransactionBody;
    const done = () => {
      toast.success(t(editing ? 'treasury-transactions:saved' : 'treasury-transactions:created'));
      onClose();
    };
    const failed = (error: unknown) => {
      const short = insufficientBalanceMessage(error);
      if (short) form.setFields([{ name: 'amount', errors: [short] }]);
      else reportError(form, error);
    };
    if (editing) update.mutate({ id: editing.id, ...body }, { onSuccess: done, onError: failed });
    else create.mutate(body, { onSuccess: done, onError: failed });
  };

  const employeeOptions = (employees.data ?? []).map((e) => ({
    value: e.id,
    label: `${e.fullName} · ${e.documentNumber}`,
  }));
  // The edited movement names its own company, client and worker even before the catalogues load.
  const companyOptions = (companies.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  const clientOptions = (clients.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (editing) {
    if (!companyOptions.some((o) => o.value === editing.companyId))
      companyOptions.unshift({ value: editing.companyId, label: editing.companyName });
    if (editing.clientId !== null && !clientOptions.some((o) => o.value === editing.clientId))
      clientOptions.unshift({ value: editing.clientId, label: editing.counterpartyName });
    if (editing.employeeId !== null && !employeeOptions.some((o) => o.value === editing.employeeId))
      employeeOptions.unshift({ value: editing.employeeId, label: editing.counterpartyName });
  }

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t(editing ? 'treasury-transactions:form.editTitle' : 'treasury-transactions:form.newTitle')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={
        { loading: create.isPending || update.isPending, 'data-testid': 'tx-save' } as ButtonProps
      }
      onOk={() => void submit()}
      width={760}
      forceRender
      // Opened from the movement's drawer: it must sit above it.
      zIndex={DIALOG_Z_INDEX}
      data-testid="tx-modal"
    >
      <Form<FormValues> form={form} layout="vertical" initialValues={empty()}>
        <Row gutter={16}>
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
              rules={[rule('date')]}
            >
              <DateInput data-testid="tx-date" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="companyId"
              label={t('treasury-transactions:form.company')}
              required
              rules={[rule('companyId')]}
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
              rules={[rule('bankAccountId')]}
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
                placeholder={
                  companyId === undefined ? t('treasury-transactions:form.companyFirst') : undefined
                }
                options={(accounts.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
                data-testid="tx-account"
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="transactionTypeId"
              label={t('treasury-transactions:form.type')}
              required
              rules={[rule('transactionTypeId')]}
              extra={
                types.isError || types.data?.length === 0 ? (
                  <Typography.Text type="warning">{t('treasury-transactions:form.noTypes')}</Typography.Text>
                ) : undefined
              }
            >
              <Select<number>
                showSearch={{ optionFilterProp: 'label' }}
                loading={types.isFetching}
                options={(types.data ?? []).map((type) => ({
                  value: type.id,
                  label: `${type.code} · ${type.name}`,
                }))}
                data-testid="tx-type"
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="counterpartyKind"
              label={t('treasury-transactions:form.counterpartyKind')}
              required
            >
              <Radio.Group
                optionType="button"
                options={COUNTERPARTY_KINDS.map((k) => ({
                  value: k,
                  label: t(`treasury-transactions:counterpartyKind.${k}`),
                }))}
                data-testid="tx-counterparty-kind"
              />
            </Form.Item>
          </Col>
          {counterpartyKind === 'client' && (
            <Col span={24}>
              <Form.Item
                name="clientId"
                label={t('treasury-transactions:form.client')}
                required
                dependencies={['counterpartyKind']}
                rules={[rule('clientId')]}
              >
                <Select<number>
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={clients.isPending}
                  options={clientOptions}
                  data-testid="tx-client"
                />
              </Form.Item>
            </Col>
          )}
          {counterpartyKind === 'employee' && (
            <Col span={24}>
              <Form.Item
                name="employeeId"
                label={t('treasury-transactions:form.employee')}
                required
                dependencies={['counterpartyKind']}
                rules={[rule('employeeId')]}
              >
                <Select<number>
                  showSearch={{ optionFilterProp: 'label' }}
                  loading={employees.isPending}
                  options={employeeOptions}
                  data-testid="tx-employee"
                />
              </Form.Item>
            </Col>
          )}
          {counterpartyKind === 'other' && (
            <>
              <Col xs={24} md={15}>
                <Form.Item
                  name="counterpartyName"
                  label={t('treasury-transactions:form.counterpartyName')}
                  required
                  dependencies={['counterpartyKind']}
                  rules={[rule('counterpartyName')]}
                >
                  <Input maxLength={150} data-testid="tx-counterparty-name" />
                </Form.Item>
              </Col>
              <Col xs={24} md={9}>
                <Form.Item
                  name="counterpartyDocument"
                  label={t('treasury-transactions:form.counterpartyDocument')}
                  rules={[rule('counterpartyDocument')]}
                >
                  <Input maxLength={20} data-testid="tx-counterparty-document" />
                </Form.Item>
              </Col>
            </>
          )}
          <Col span={24}>
            <Form.Item
              name="concept"
              label={t('treasury-transactions:form.concept')}
              required
              rules={[rule('concept')]}
            >
              <Input.TextArea rows={2} maxLength={200} showCount data-testid="tx-concept" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="amount"
              label={t('treasury-transactions:form.amount')}
              required
              rules={[rule('amount')]}
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
                rules={[rule('exchangeRate')]}
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
          <Col span={24}>
            <Form.Item
              name="referenceDocument"
              label={t('treasury-transactions:form.referenceDocument')}
              rules={[rule('referenceDocument')]}
            >
              <Input maxLength={40} data-testid="tx-reference" />
            </Form.Item>
          </Col>
        </Row>
        {direction === 'expense' && account && (
          <Alert type="info" showIcon title={t('treasury-transactions:form.expenseNote')} />
        )}
      </Form>
    </Modal>
  );
};
