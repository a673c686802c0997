import { RECEIVABLE_PARTS, type ReceivablePart, type TReceivableDocument, ZWriteOffBody } from '@zerg/shared';
import { type ButtonProps, Form, Input, InputNumber, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { limaToday } from '../../../lib/format-date';
import { zodRule } from '../../../lib/zod-rule';
import { useWriteOffDocument } from '../api/write-off-document';

const fields = ZWriteOffBody.shape;

type Values = { part: ReceivablePart; amount: number | null; reason: string; date: string | null };

export type WriteOffModalProps = { document: TReceivableDocument | null; onClose: () => void };

/** Gives up what is left of a part of a document as uncollectible, with its reason (68711/1911/1212). */
export const WriteOffModal = ({ document, onClose }: WriteOffModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const save = useWriteOffDocument();
  const reportError = useFormError();
  const part = Form.useWatch('part', form) ?? 'net';
  const left = (p: ReceivablePart) =>
    Number(p === 'net' ? document?.netBalance : document?.detractionBalancePen) || 0;

  // biome-ignore lint/correctness/useExhaustiveDependencies: the document alone decides the starting values
  useEffect(() => {
    if (!document) return;
    form.resetFields();
    const start: ReceivablePart = Number(document.netBalance) > 0 ? 'net' : 'detraction';
    form.setFieldsValue({ part: start, amount: left(start), reason: '', date: limaToday() });
  }, [document, form]);

  const submit = async (values: Values) => {
    try {
      await save.mutateAsync({
        documentId: document?.id ?? 0,
        part: values.part,
        amount: (values.amount ?? 0).toFixed(2),
        reason: values.reason,
        date: values.date ?? '',
      });
      toast.success(t('billing-receivables:writeOff.saved'));
      onClose();
    } catch (error) {
      reportError(form, error);
    }
  };

  return (
    <Modal
      open={document !== null}
      title={t('billing-receivables:writeOff.title', { document: document?.fullNumber ?? '' })}
      onCancel={onClose}
      onOk={() => form.submit()}
      okText={t('billing-receivables:writeOff.confirm')}
      cancelText={t('common:actions.cancel')}
      confirmLoading={save.isPending}
      okButtonProps={{ danger: true, 'data-testid': 'write-off-submit' } as ButtonProps}
      forceRender
    >
      <Form<Values> form={form} layout="vertical" onFinish={submit} data-testid="write-off-form">
        <Form.Item name="part" label={t('billing-receivables:writeOff.part')} required>
          <Select<ReceivablePart>
            options={RECEIVABLE_PARTS.map((p) => ({ value: p, label: t(`billing-receivables:part.${p}`) }))}
            onChange={(p) => form.setFieldValue('amount', left(p))}
            data-testid="write-off-part"
          />
        </Form.Item>
        <Form.Item name="amount" label={t('billing-receivables:columns.amount')} required>
          <InputNumber<number>
            min={0.01}
            max={left(part)}
            precision={2}
            style={{ width: '100%' }}
            data-testid="write-off-amount"
          />
        </Form.Item>
        <Form.Item
          name="date"
          label={t('billing-receivables:columns.date')}
          required
          rules={[zodRule(fields.date)]}
        >
          <DateInput data-testid="write-off-date" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('billing-receivables:writeOff.reason')}
          required
          rules={[zodRule(fields.reason)]}
        >
          <Input.TextArea rows={3} maxLength={250} data-testid="write-off-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
