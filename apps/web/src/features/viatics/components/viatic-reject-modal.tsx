import { type TViatic, ZViaticRejectBody } from '@zerg/shared';
import { type ButtonProps, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodRule } from '../../../lib/zod-rule';
import { useRejectViatic } from '../api/reject-viatic';

/** Rejecting a pending viatic asks for the reason, which the requester and the employee read. */
export const ViaticRejectModal = ({ target, onClose }: { target: TViatic | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const reject = useRejectViatic();
  const reportError = useFormError();

  useEffect(() => {
    if (target) form.resetFields();
  }, [target, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !target) return;
    reject.mutate(
      { id: target.id, reason: values.reason },
      {
        onSuccess: () => {
          toast.success(t('viatics:rejected'));
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
      title={t('viatics:rejectTitle', { name: target?.employeeName ?? '' })}
      okText={t('viatics:reject')}
      okButtonProps={
        { danger: true, loading: reject.isPending, 'data-testid': 'viatic-reject-save' } as ButtonProps
      }
      cancelText={t('common:actions.cancel')}
      onOk={() => void submit()}
      forceRender
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('viatics:fields.rejectReason')}
          required
          rules={[zodRule(ZViaticRejectBody.shape.reason)]}
        >
          <Input.TextArea rows={3} maxLength={300} showCount data-testid="viatic-reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
