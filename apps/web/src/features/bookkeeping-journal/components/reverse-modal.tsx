import { ZJournalReverseBody } from '@zerg/shared';
import { type ButtonProps, Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodRule } from '../../../lib/zod-rule';
import { useReverseJournalEntry } from '../api/reverse-journal-entry';

type FormValues = { reason?: string; date?: string | null };

const fields = ZJournalReverseBody.shape;

/**
 * Reverses a posted entry: a new entry with the same lines, debits and credits swapped. The
 * original never changes; the reversal is dated the original's date unless another is given.
 */
export const ReverseModal = ({
  entry,
  onClose,
  onReversed,
}: {
  entry: { id: number; number: string } | null;
  onClose: () => void;
  onReversed: (reversalId: number) => void;
}) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const reverse = useReverseJournalEntry();
  const reportError = useFormError();

  useEffect(() => {
    if (entry) form.resetFields();
  }, [entry, form]);

  const submit = async () => {
    if (!entry) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    reverse.mutate(
      { id: entry.id, reason: values.reason ?? '', ...(values.date ? { date: values.date } : {}) },
      {
        onSuccess: (reversal) => {
          toast.success(t('bookkeeping-journal:reverse.done', { number: reversal.number }));
          onReversed(reversal.id);
        },
        onError: (error) => reportError(form, error),
      },
    );
  };

  return (
    <Modal
      open={entry !== null}
      onCancel={onClose}
      title={t('bookkeeping-journal:reverse.title', { number: entry?.number ?? '' })}
      okText={t('bookkeeping-journal:reverse.confirm')}
      okButtonProps={
        { danger: true, loading: reverse.isPending, 'data-testid': 'reverse-save' } as ButtonProps
      }
      cancelText={t('common:actions.cancel')}
      onOk={() => void submit()}
      forceRender
      data-testid="reverse-modal"
    >
      <Typography.Paragraph type="secondary">{t('bookkeeping-journal:reverse.hint')}</Typography.Paragraph>
      <Form<FormValues> form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('bookkeeping-journal:reverse.reason')}
          required
          rules={[zodRule(fields.reason)]}
        >
          <Input.TextArea rows={2} maxLength={200} showCount data-testid="reverse-reason" />
        </Form.Item>
        <Form.Item
          name="date"
          label={t('bookkeeping-journal:reverse.date')}
          extra={t('bookkeeping-journal:reverse.dateHint')}
        >
          <DateInput allowClear data-testid="reverse-date" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
