import {
  COMPANY_ACCOUNT_KINDS,
  type TCompanyBankAccount,
  type TCompanyBankAccountBody,
  TREASURY_CURRENCIES,
  ZCompanyBankAccountBody,
} from '@zerg/shared';
import { Alert, type ButtonProps, Col, Form, Input, Modal, Row, Select } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { MoneyInput } from '../../../components/money-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { cciBankRule } from '../../../lib/cci-bank-rule';
import { limaToday } from '../../../lib/format-date';
import { CURRENCY_SYMBOLS } from '../../../lib/format-money';
import { zodRule } from '../../../lib/zod-rule';
import { useBanks } from '../../../reference-data/get-banks';
import { useCompanies } from '../../../reference-data/get-companies';
import { useCreateBankAccount } from '../api/create-bank-account';
import { useUpdateBankAccount } from '../api/update-bank-account';

const fields = ZCompanyBankAccountBody.shape;

type FormValues = {
  companyId?: number;
  bank?: string;
  kind: TCompanyBankAccountBody['kind'];
  currency: TCompanyBankAccountBody['currency'];
  number: string;
  cci: string;
  openingBalance: string | null;
  openingDate: string | null;
  description: string;
};

const empty = (): FormValues => ({
  kind: 'checking',
  currency: 'PEN',
  number: '',
  cci: '',
  openingBalance: '0.00',
  openingDate: limaToday(),
  description: '',
});

const valuesOf = (account: TCompanyBankAccount): FormValues => ({
  companyId: account.companyId,
  bank: account.bank,
  kind: account.kind,
  currency: account.currency,
  number: account.number,
  cci: account.cci ?? '',
  openingBalance: account.openingBalance,
  openingDate: account.openingDate,
  description: account.description ?? '',
});

type Option<V> = { value: V; label: string };
const withFallback = <V,>(options: Option<V>[], own: Option<V> | null | false): Option<V>[] =>
  own && !options.some((o) => o.value === own.value) ? [own, ...options] : options;

export type BankAccountFormModalProps = {
  /** `'new'` registers one; a row edits it; null keeps the dialog closed. */
  target: TCompanyBankAccount | 'new' | null;
  onClose: () => void;
};

/**
 * Registers or edits a company bank account with the very schema the server applies. Once the
 * account has movements its company, currency and opening stay as they are (the balance is built
 * on them), so those fields are locked.
 */
export const BankAccountFormModal = ({ target, onClose }: BankAccountFormModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const companies = useCompanies();
  const banks = useBanks();
  const create = useCreateBankAccount();
  const update = useUpdateBankAccount();
  const reportError = useFormError();
  // Keeps the edited row while the dialog closes, so its title does not flicker.
  const shown = useRef(target);
  if (target !== null) shown.current = target;
  const editing = shown.current !== null && shown.current !== 'new' ? shown.current : null;
  const locked = editing?.hasTransactions ?? false;
  const currency = Form.useWatch('currency', form) ?? 'PEN';
  // The edited account names its company and bank even before (or without) the catalogues.
  const companyOptions = withFallback(
    (companies.data ?? []).map((c) => ({ value: c.id, label: c.name })),
    editing && { value: editing.companyId, label: editing.companyName },
  );
  const bankOptions = withFallback(
    (banks.data ?? []).map((b) => ({ value: b.code, label: b.name })),
    editing && { value: editing.bank, label: editing.bankName },
  );

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    form.setFieldsValue(target === 'new' ? empty() : valuesOf(target));
  }, [target, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = ZCompanyBankAccountBody.parse(values);
    const done = () => {
      toast.success(t(editing ? 'treasury-bank-accounts:saved' : 'treasury-bank-accounts:created'));
      onClose();
    };
    const failed = (error: unknown) =>
      reportError(form, error, { BANK_ACCOUNT_ALREADY_REGISTERED: 'number' });
    if (editing) update.mutate({ id: editing.id, ...body }, { onSuccess: done, onError: failed });
    else create.mutate(body, { onSuccess: done, onError: failed });
  };

  return (
    <Modal
      open={target !== null}
      onCancel={onClose}
      title={t(editing ? 'treasury-bank-accounts:form.editTitle' : 'treasury-bank-accounts:form.newTitle')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={
        { loading: create.isPending || update.isPending, 'data-testid': 'account-save' } as ButtonProps
      }
      onOk={() => void submit()}
      width={680}
      forceRender
      data-testid="account-modal"
    >
      <Form<FormValues> form={form} layout="vertical" initialValues={empty()}>
        {locked && (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            title={t('treasury-bank-accounts:form.locked')}
            data-testid="account-locked"
          />
        )}
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="companyId"
              label={t('treasury-bank-accounts:form.company')}
              required
              rules={[zodRule(fields.companyId)]}
            >
              <Select<number>
                showSearch={{ optionFilterProp: 'label' }}
                disabled={locked}
                loading={companies.isPending}
                options={companyOptions}
                data-testid="account-company"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="bank"
              label={t('treasury-bank-accounts:form.bank')}
              required
              rules={[zodRule(fields.bank)]}
            >
              <Select<string>
                showSearch={{ optionFilterProp: 'label' }}
                loading={banks.isPending}
                options={bankOptions}
                data-testid="account-bank"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="kind"
              label={t('treasury-bank-accounts:form.kind')}
              required
              rules={[zodRule(fields.kind)]}
            >
              <Select
                options={COMPANY_ACCOUNT_KINDS.map((k) => ({
                  value: k,
                  label: t(`treasury-bank-accounts:kind.${k}`),
                }))}
                data-testid="account-kind"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="currency"
              label={t('treasury-bank-accounts:form.currency')}
              required
              rules={[zodRule(fields.currency)]}
            >
              <Select
                disabled={locked}
                options={TREASURY_CURRENCIES.map((c) => ({
                  value: c,
                  label: t(`treasury-bank-accounts:currency.${c}`),
                }))}
                data-testid="account-currency"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="number"
              label={t('treasury-bank-accounts:form.number')}
              required
              rules={[zodRule(fields.number)]}
            >
              <Input maxLength={30} inputMode="numeric" data-testid="account-number" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="cci"
              label={t('treasury-bank-accounts:form.cci')}
              extra={t('treasury-bank-accounts:form.cciHelp')}
              dependencies={['bank']}
              rules={[zodRule(fields.cci), cciBankRule(() => form.getFieldValue('bank'))]}
            >
              <Input maxLength={20} inputMode="numeric" data-testid="account-cci" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="openingBalance"
              label={t('treasury-bank-accounts:form.openingBalance')}
              required
              rules={[zodRule(fields.openingBalance)]}
            >
              <MoneyInput<string>
                stringMode
                disabled={locked}
                currency={CURRENCY_SYMBOLS[currency]}
                data-testid="account-opening-balance"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="openingDate"
              label={t('treasury-bank-accounts:form.openingDate')}
              required
              rules={[zodRule(fields.openingDate)]}
            >
              <DateInput disabled={locked} data-testid="account-opening-date" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="description"
              label={t('treasury-bank-accounts:form.description')}
              rules={[zodRule(fields.description)]}
            >
              <Input maxLength={80} data-testid="account-description" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
    </Modal>
  );
};
