import { type JustificationDecision, type TJustification, ZJustificationDecideBody } from '@zerg/shared';
import { type ButtonProps, Form, Input, Modal, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { formatDate } from '../../../lib/format-date';
import { zodPathRule } from '../../../lib/zod-rule';
import { useDecideChief } from '../api/decide-chief';
import { useDecideHr } from '../api/decide-hr';

export type DecideTarget = { row: TJustification; step: 'chief' | 'hr'; decision: JustificationDecision };

/** Approve or reject one justification, with a comment (required to reject). */
export const DecideModal = ({ target, onClose }: { target: DecideTarget | null; onClose: () => void }) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ comment: string }>();
  const chief = useDecideChief();
  const hr = useDecideHr();
  const reportError = useFormError();
  const mutation = target?.step === 'hr' ? hr : chief;

  useEffect(() => {
    if (target) form.resetFields();
  }, [target, form]);

  const submit = async () => {
    if (!target) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    mutation.mutate(
      { id: target.row.id, decision: target.decision, comment: values.comment ?? '' },
      {
        onSuccess: () => {
          toast.success(t(`justifications:decide.${target.decision}d`));
          onClose();
        },
        onError: (error) => reportError(form, error),
      },
    );
  };

  const rejecting = target?.decision === 'reject';
  return (
    <Modal
      open={target !== null}
      onCancel={onClose}
      title={target ? t(`justifications:decide.${target.decision}Title`) : ''}
      okText={target ? t(`justifications:decide.${target.decision}`) : ''}
      cancelText={t('common:actions.cancel')}
      okButtonProps={
        {
          danger: rejecting,
          loading: mutation.isPending,
          'data-testid': 'justification-decide-confirm',
        } as ButtonProps
      }
      onOk={() => void submit()}
      forceRender
      data-testid="justification-decide-modal"
    >
      {target && (
        <Typography.Paragraph>
          <Typography.Text strong>{target.row.employeeName}</Typography.Text> ·{' '}
          {t(`justifications:type.${target.row.type}`)} · {formatDate(target.row.workDate)}
          <br />
          <Typography.Text type="secondary">{target.row.motive}</Typography.Text>
        </Typography.Paragraph>
      )}
      <Form form={form} layout="vertical">
        <Form.Item
          name="comment"
          label={t('justifications:decide.comment')}
          required={rejecting}
          rules={[
            zodPathRule(ZJustificationDecideBody, ['comment'], (v) => ({
              id: target?.row.id ?? 1,
              decision: target?.decision ?? 'approve',
              comment: (v as { comment?: string }).comment ?? '',
            })),
          ]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount data-testid="justification-decide-comment" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
