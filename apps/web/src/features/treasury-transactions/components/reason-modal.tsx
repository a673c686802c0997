import { ZTreasuryCancelBody } from '@zerg/shared';
import { type ButtonProps, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodRule } from '../../../lib/zod-rule';
import { DIALOG_Z_INDEX } from './dialog-z-index';

export type ReasonModalProps = {
  /** The movement canceled or reversed; null keeps the dialog closed. */
  target: { id: number; code: string } | null;
  onClose: () => void;
  onSubmit: (body: { id: number; reason: string }) => Promise<unknown>;
  pending: boolean;
  texts: { title: string; ok: string; done: string };
  testId: string;
};

/**
 * Asks why a movement is canceled or reversed (required, 200 characters: treasury's limit, not the
 * 500 of the request flows' reject dialog); server field errors land on the reason.
 */
export const ReasonModal = ({ target, onClose, onSubmit, pending, texts, testId }: ReasonModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const reportError = useFormError();
  useEffect(() => {
    if (target) form.resetFields();
  }, [target, form]);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !target) return;
    await onSubmit({ id: target.id, reason: values.reason }).then(
      () => {
        toast.success(texts.done);
        onClose();
      },
      (error: unknown) => reportError(form, error),
    );
  };
  return (
    <Modal
      open={target !== null}
      onCancel={onClose}
      title={texts.title}
      okText={texts.ok}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ danger: true, loading: pending, 'data-testid': `${testId}-save` } as ButtonProps}
      onOk={() => void submit()}
      forceRender
      // Opened from the movement's drawer: it must sit above it.
      zIndex={DIALOG_Z_INDEX}
      data-testid={`${testId}-modal`}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('treasury-transactions:reason')}
          required
          rules={[zodRule(ZTreasuryCancelBody.shape.reason)]}
        >
          <Input.TextArea rows={3} maxLength={200} showCount data-testid={`${testId}-reason`} />
        </Form.Item>
      </Form>
    </Modal>
  );
};
