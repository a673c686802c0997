import {
  type TTreasuryTransactionBody,
  type TTreasuryTransactionDetail,
  ZTreasuryTransactionBody,
} from '@zerg/shared';
import { Form } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { useCompanies } from '../../../reference-data/get-companies';
import { useTransactionTypeOptions } from '../../../reference-data/get-transaction-type-options';
import { useCreateTransaction } from '../api/create-transaction';
import { useBankAccountOptions } from '../api/get-bank-account-options';
import { useUpdateTransaction } from '../api/update-transaction';
import { insufficientBalanceMessage } from './balance-error';
import {
  emptyTransaction,
  type TransactionFormValues,
  toTransactionBody,
  transactionToFormValues,
} from './transaction-form-values';

/**
 * The movement form's state: the values it watches, the catalogues they open (the company's
 * accounts, the direction's types), the account's currency copied in, and the submit.
 */
export const useTransactionForm = (
  target: TTreasuryTransactionDetail | 'new' | null,
  onClose: () => void,
) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<TransactionFormValues>();
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
  const account = accounts.data?.find((a) => a.id === bankAccountId);

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    form.setFieldsValue(target === 'new' ? emptyTransaction() : transactionToFormValues(target));
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
    const body = ZTreasuryTransactionBody.parse(toTransactionBody(values)) as TTreasuryTransactionBody;
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

  // The edited movement names its own company, client and worker even before the catalogues load.
  const companyOptions = (companies.data ?? []).map((c) => ({ value: c.id, label: c.name }));
  if (editing) {
    if (!companyOptions.some((o) => o.value === editing.companyId))
      companyOptions.unshift({ value: editing.companyId, label: editing.companyName });
  }

  return {
    form,
    open,
    editing,
    saving: create.isPending || update.isPending,
    submit,
    companyId,
    direction,
    counterpartyKind,
    currency,
    date,
    companies,
    companyOptions,
    accounts,
    account,
    types,
  };
};

export type TransactionFormState = ReturnType<typeof useTransactionForm>;
