import { limaDate, rules, type TTreasuryTransactionDetail, ZTreasuryProcessBody } from '@zerg/shared';
import { type ButtonProps, Form, Input, Modal, Typography } from 'antd';
import dayjs from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { limaToday } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { zodRule } from '../../../lib/zod-rule';
import { useProcessTransaction } from '../api/process-transaction';
import { insufficientBalanceMessage } from './balance-error';
import { DIALOG_Z_INDEX } from './dialog-z-index';

type FormValues = { operationNumber: string; processedOn: string | null };
const fields = ZTreasuryProcessBody.shape;

export type ProcessModalProps = {
  target: TTreasuryTransactionDetail | null;
  onClose: () => void;
};

/** Records that the bank moved the money: its operation number and the day; the source is then paid. */
export const ProcessModal = ({ target, onClose }: ProcessModalProps) => {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const process = useProcessTransaction();
  const reportError = useFormError();

  useEffect(() => {
    if (!target) return;
    form.resetFields();
    form.setFieldsValue({ operationNumber: '', processedOn: limaToday() });
  }, [target, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !target) return;
    process.mutate(
      {
        id: target.id,
        operationNumber: values.operationNumber.trim(),
        ...(values.processedOn ? { processedOn: values.processedOn } : {}),
      },
      {
        onSuccess: () => {
          toast.success(t('treasury-transactions:processed'));
          onClose();
        },
        onError: (error) => {
          const short = insufficientBalanceMessage(error);
          if (short) toast.danger(short);
          else reportError(form, error);
        },
      },
    );
  };

  return (
    <Modal
      open={target !== null}
      onCancel={onClose}
      title={t('treasury-transactions:process.title', { code: target?.code ?? '' })}
      okText={t('treasury-transactions:actions.process')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: process.isPending, 'data-testid': 'process-save' } as ButtonProps}
      onOk={() => void submit()}
      forceRender
      // Opened from the movement's drawer: it must sit above it.
      zIndex={DIALOG_Z_INDEX}
      data-testid="process-modal"
    >
      {target && (
        <Typography.Paragraph>
          {t('treasury-transactions:process.description', {
            amount: formatMoney(target.amount, target.currency, i18n.language),
            account: target.bankAccountName ?? '',
          })}
        </Typography.Paragraph>
      )}
      <Form<FormValues> form={form} layout="vertical">
        <Form.Item
          name="operationNumber"
          label={t('treasury-transactions:process.operationNumber')}
          required
          rules={[zodRule(fields.operationNumber)]}
        >
          <Input maxLength={30} data-testid="process-operation" />
        </Form.Item>
        <Form.Item
          name="processedOn"
          label={t('treasury-transactions:process.processedOn')}
          validateFirst
          rules={[zodRule(fields.processedOn), zodRule(rules.dateNotAfter(limaDate(new Date())))]}
        >
          {/* The server refuses a day after today: the money cannot have moved yet. */}
          <DateInput disabledDate={(day) => day.isAfter(dayjs(), 'day')} data-testid="process-date" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
