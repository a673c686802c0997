import { type TAdvance, ZAdvancePayBody } from '@zerg/shared';
import { Alert, type ButtonProps, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { formatMoney } from '../../../lib/format-money';
import { zodRule } from '../../../lib/zod-rule';
import { usePayAdvance } from '../api/pay-advance';

/** Records that an approved advance was paid: the transfer or voucher reference. */
export const AdvancePayModal = ({ target, onClose }: { target: TAdvance | null; onClose: () => void }) => {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<{ paymentReference: string }>();
  const pay = usePayAdvance();
  const reportError = useFormError();
  useEffect(() => {
    if (target) form.resetFields();
  }, [target, form]);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !target) return;
    pay.mutate(
      { id: target.id, paymentReference: values.paymentReference },
      {
        onSuccess: () => {
          toast.success(t('payroll-advances:paid'));
          onClose();
        },
        onError: (error) => reportError(form, error),
      },
    );
  };
  return (
    <Modal
      open={target !== null}
      onCancel={onClose}
      title={t('payroll-advances:payTitle', {
        name: target?.employeeName ?? '',
        amount: target ? formatMoney(target.amount, 'PEN', i18n.resolvedLanguage ?? 'es') : '',
      })}
      okText={t('payroll-advances:pay')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: pay.isPending, 'data-testid': 'advance-pay-save' } as ButtonProps}
      onOk={() => void submit()}
      forceRender
      data-testid="advance-pay-modal"
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="paymentReference"
          label={t('payroll-advances:fields.paymentReference')}
          required
          rules={[zodRule(ZAdvancePayBody.shape.paymentReference)]}
        >
          <Input maxLength={100} data-testid="advance-payment-reference" />
        </Form.Item>
        <Alert type="info" showIcon title={t('payroll-advances:payBooksHint')} />
      </Form>
    </Modal>
  );
};
