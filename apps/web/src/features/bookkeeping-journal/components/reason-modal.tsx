import { ZYearReopenBody } from '@zerg/shared';
import { type ButtonProps, Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../../lib/zod-rule';

const reasonRule = zodRule(ZYearReopenBody.shape.reason);

/**
 * Asks why a closed month or year is reopened (the reason is audited). `onSubmit` returns the
 * mutation's promise; a refusal stays on the form (`onError`).
 */
export const ReasonModal = ({
  open,
  title,
  hint,
  loading,
  onCancel,
  onSubmit,
}: {
  open: boolean;
  title: string;
  hint: string;
  loading: boolean;
  onCancel: () => void;
  onSubmit: (reason: string, form: ReturnType<typeof Form.useForm<{ reason?: string }>>[0]) => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  useEffect(() => {
    if (open) form.resetFields();
  }, [open, form]);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (values) onSubmit(values.reason?.trim() ?? '', form);
  };
  return (
    <Modal
      open={open}
      onCancel={onCancel}
      title={title}
      okText={t('bookkeeping-journal:periods.reopen')}
      okButtonProps={{ loading, 'data-testid': 'reopen-save' } as ButtonProps}
      cancelText={t('common:actions.cancel')}
      onOk={() => void submit()}
      forceRender
      data-testid="reopen-modal"
    >
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('bookkeeping-journal:periods.reason')}
          required
          rules={[reasonRule]}
        >
          <Input.TextArea rows={2} maxLength={200} showCount data-testid="reopen-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
