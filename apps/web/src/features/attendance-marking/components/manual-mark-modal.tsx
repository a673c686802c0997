import { type TAttendanceMark, type TManualMarkBody, ZManualMarkBody } from '@zerg/shared';
import { Alert, type ButtonProps, Form, Input, Modal, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodRule } from '../../../lib/zod-rule';
import { EmployeePicker } from '../../../reference-data/employee-picker';
import { useCreateManualMark } from '../api/create-manual-mark';
import { limaDateTime } from './lima-time';

const fields = ZManualMarkBody.shape;

export type ManualMarkModalProps = {
  /** `'new'` adds a mark; a mark opens its correction; null keeps the dialog closed. */
  target: TAttendanceMark | 'new' | null;
  onClose: () => void;
};

/** HR adds a forgotten mark or corrects one (the corrected mark stays, superseded), always with a reason. */
export const ManualMarkModal = ({ target, onClose }: ManualMarkModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<TManualMarkBody>();
  const create = useCreateManualMark();
  const reportError = useFormError();
  const correcting = target && target !== 'new' ? target : null;

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    if (correcting)
      form.setFieldsValue({
        employeeId: correcting.employeeId,
        kind: correcting.kind,
        markedAt: limaDateTime(correcting.markedAt).replace(' ', 'T'),
      });
  }, [target, correcting, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    create.mutate(
      { ...values, supersedesId: correcting?.id ?? null, campusId: correcting?.campusId ?? null },
      {
        onSuccess: () => {
          toast.success(t(correcting ? 'attendance-marking:corrected' : 'attendance-marking:added'));
          onClose();
        },
        onError: (error) => reportError(form, error),
      },
    );
  };

  return (
    <Modal
      open={target !== null}
      title={t(correcting ? 'attendance-marking:correctTitle' : 'attendance-marking:addTitle')}
      onCancel={onClose}
      onOk={submit}
      okText={t('attendance-marking:save')}
      confirmLoading={create.isPending}
      okButtonProps={{ 'data-testid': 'manual-mark-save' } as ButtonProps}
      destroyOnHidden
    >
      {correcting && (
        <Alert
          style={{ marginBottom: 12 }}
          type="info"
          message={t('attendance-marking:correcting', {
            kind: t(`attendance-marking:kind.${correcting.kind}`),
            time: limaDateTime(correcting.markedAt),
          })}
        />
      )}
      <Form form={form} layout="vertical">
        <Form.Item
          name="employeeId"
          label={t('attendance-marking:columns.employee')}
          rules={[zodRule(fields.employeeId)]}
        >
          <EmployeePicker
            disabled={Boolean(correcting)}
            knownOption={
              correcting ? { value: correcting.employeeId, label: correcting.employeeName } : undefined
            }
            data-testid="manual-mark-employee"
          />
        </Form.Item>
        <Form.Item
          name="markedAt"
          label={t('attendance-marking:fields.markedAt')}
          rules={[zodRule(fields.markedAt)]}
        >
          <Input type="datetime-local" data-testid="manual-mark-at" />
        </Form.Item>
        <Form.Item name="kind" label={t('attendance-marking:columns.kind')} rules={[zodRule(fields.kind)]}>
          <Select
            options={(['entry', 'exit'] as const).map((k) => ({
              value: k,
              label: t(`attendance-marking:kind.${k}`),
            }))}
            data-testid="manual-mark-kind"
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('attendance-marking:columns.reason')}
          rules={[zodRule(fields.reason)]}
        >
          <Input.TextArea rows={3} maxLength={300} showCount data-testid="manual-mark-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
