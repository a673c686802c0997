import { ZRejectBody } from '@zerg/shared';
import { type ButtonProps, Form, Input, Modal } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../lib/zod-rule';
import { useFormError } from './use-form-error';

export type RejectModalProps = {
  /** The request being rejected; null keeps the dialog closed. */
  target: { id: number; employeeName: string } | null;
  onClose: () => void;
  onReject: (body: { id: number; reason: string }) => Promise<unknown>;
  pending: boolean;
  /** The feature's texts: the dialog title (given `{{name}}`), the button and the reason's label. */
  texts: { title: (name: string) => string; reject: string; reason: string };
};

/** Asks why a request is rejected (required); server field errors land on the reason. Shared by the request flows. */
export const RejectModal = ({ target, onClose, onReject, pending, texts }: RejectModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const reportError = useFormError();
  useEffect(() => {
    if (target) form.resetFields();
  }, [target, form]);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values || !target) return;
    await onReject({ id: target.id, reason: values.reason }).then(onClose, (error: unknown) =>
      reportError(form, error),
    );
  };
  return (
    <Modal
      open={target !== null}
      onCancel={onClose}
      title={texts.title(target?.employeeName ?? '')}
      okText={texts.reject}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ danger: true, loading: pending, 'data-testid': 'reject-save' } as ButtonProps}
      onOk={() => void submit()}
      forceRender
      data-testid="reject-modal"
    >
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={texts.reason} required rules={[zodRule(ZRejectBody.shape.reason)]}>
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
