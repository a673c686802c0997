import { type TTreasuryTransactionDetail, ZTreasuryApproveBody } from '@zerg/shared';
import { Alert, type ButtonProps, Descriptions, Form, Modal, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { formatMoney } from '../../../lib/format-money';
import { zodRule } from '../../../lib/zod-rule';
import { useTransactionTypeOptions } from '../../../reference-data/get-transaction-type-options';
import { useApproveTransaction } from '../api/approve-transaction';
import { useBankAccountOptions } from '../api/get-bank-account-options';
import { insufficientBalanceMessage } from './balance-error';
import { DIALOG_Z_INDEX } from './dialog-z-index';
import { movementConcept, movementCounterparty } from './movement-concept';
import { TransactionTypeField } from './transaction-type-field';

type FormValues = { bankAccountId?: number; transactionTypeId?: number };

export type ApproveModalProps = {
  target: TTreasuryTransactionDetail | null;
  onClose: () => void;
};

/**
 * Approves a pending movement. One that arrived on its own (a payroll, an advance…) takes the
 * account it is paid from here, and a type when none was set up for its source. An expense may not
 * take more than the account has available: the server's refusal shows on the account.
 */
export const ApproveModal = ({ target, onClose }: ApproveModalProps) => {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const approve = useApproveTransaction();
  const reportError = useFormError();
  const open = target !== null;
  const accounts = useBankAccountOptions(target?.companyId, open);
  const needsType = target !== null && target.transactionTypeId === null;
  const types = useTransactionTypeOptions(target?.direction, open && needsType);
  const bankAccountId = Form.useWatch('bankAccountId', form);
  const account = accounts.data?.find((a) => a.id === bankAccountId);
  const money = (amount: string, currency: 'PEN' | 'USD') => formatMoney(amount, currency, i18n.language);
  // Only accounts in the movement's currency can pay it.
  const options = (accounts.data ?? []).filter((a) => !target || a.currency === target.currency);
  const short =
    target?.direction === 'expense' &&
    account !== undefined &&
    Number(account.available) < Number(target.amount);

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue({
      bankAccountId: target.bankAccountId ?? undefined,
      transactionTypeId: target.transactionTypeId ?? undefined,
    });
  }, [target, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !target) return;
    approve.mutate(
      {
        id: target.id,
        ...(values.bankAccountId === undefined ? {} : { bankAccountId: values.bankAccountId }),
        ...(values.transactionTypeId === undefined ? {} : { transactionTypeId: values.transactionTypeId }),
      },
      {
        onSuccess: () => {
          toast.success(t('treasury-transactions:approved'));
          onClose();
        },
        onError: (error) => {
          const short = insufficientBalanceMessage(error);
          if (short) form.setFields([{ name: 'bankAccountId', errors: [short] }]);
          else reportError(form, error);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onCancel={onClose}
      title={t('treasury-transactions:approve.title', { code: target?.code ?? '' })}
      okText={t('treasury-transactions:actions.approve')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: approve.isPending, 'data-testid': 'approve-save' } as ButtonProps}
      onOk={() => void submit()}
      forceRender
      // Opened from the movement's drawer: it must sit above it.
      zIndex={DIALOG_Z_INDEX}
      data-testid="approve-modal"
    >
      {target && (
        <Descriptions size="small" column={1} bordered style={{ marginBottom: 16 }}>
          <Descriptions.Item label={t('treasury-transactions:columns.counterparty')}>
            {movementCounterparty(target)}
          </Descriptions.Item>
          <Descriptions.Item label={t('treasury-transactions:columns.concept')}>
            {movementConcept(target)}
          </Descriptions.Item>
          <Descriptions.Item label={t('treasury-transactions:columns.amount')}>
            <Typography.Text strong>{money(target.amount, target.currency)}</Typography.Text>
          </Descriptions.Item>
        </Descriptions>
      )}
      <Form<FormValues> form={form} layout="vertical">
        <Form.Item
          name="bankAccountId"
          label={t('treasury-transactions:form.account')}
          required
          rules={[zodRule(ZTreasuryApproveBody.shape.id)]}
          extra={
            account &&
            t('treasury-transactions:available', { amount: money(account.available, account.currency) })
          }
        >
          <Select<number>
            loading={accounts.isPending}
            options={options.map((a) => ({ value: a.id, label: a.name }))}
            notFoundContent={t('treasury-transactions:approve.noAccounts')}
            data-testid="approve-account"
          />
        </Form.Item>
        {needsType && (
          <TransactionTypeField
            types={types}
            rule={zodRule(ZTreasuryApproveBody.shape.id)}
            testId="approve-type"
          />
        )}
      </Form>
      {short && (
        <Alert
          type="warning"
          showIcon
          title={t('treasury-transactions:approve.short')}
          data-testid="approve-short"
        />
      )}
    </Modal>
  );
};
