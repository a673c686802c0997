import { ZPayrollPayBody } from '@zerg/shared';
import { Alert, type ButtonProps, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/error-message';
import { applyServerErrors } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/language';
import { zodRule } from '../../../lib/zod-rule';
import { usePayPayrollRun } from '../api/pay-payroll-run';

type FormValues = { paymentReference?: string };

/** Marks an approved run paid: the bank's reference of the transfer is required (the server's rule). */
export const PayRunModal = ({ runId, onClose }: { runId: number; onClose: () => void }) => {
  const { t } = useTranslation('payroll-payments');
  const pay = usePayPayrollRun();
  const [form] = Form.useForm<FormValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const submit = async ({ paymentReference }: FormValues) => {
    setFailure(null);
    try {
      await pay.mutateAsync({ id: runId, paymentReference: paymentReference ?? '' });
      onClose();
    } catch (error) {
      const onFields = applyServerErrors(form, error, currentLanguage(), (code) =>
        t(`shared:errors.${code}`),
      );
      if (!onFields) setFailure(errorMessage(t, error));
    }
  };
  return (
    <Modal
      open
      title={t('payConfirm')}
      onCancel={onClose}
      onOk={() => form.submit()}
      confirmLoading={pay.isPending}
      okText={t('markPaid')}
      okButtonProps={{ 'data-testid': 'pay-submit' } as ButtonProps}
    >
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form<FormValues>
        form={form}
        layout="vertical"
        onValuesChange={() => setFailure(null)}
        onFinish={(v) => void submit(v)}
      >
        <Form.Item
          name="paymentReference"
          label={t('paymentReference')}
          extra={t('payReferenceHint')}
          required
          rules={[zodRule(ZPayrollPayBody.shape.paymentReference)]}
        >
          <Input maxLength={100} autoFocus data-testid="pay-reference" />
        </Form.Item>
        <Alert type="info" showIcon title={t('payBooksHint')} />
      </Form>
    </Modal>
  );
};
