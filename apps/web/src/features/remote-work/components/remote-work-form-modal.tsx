import { type TRemoteWork, type TRemoteWorkCreateBody, ZRemoteWorkCreateBody } from '@zerg/shared';
import { type ButtonProps, Checkbox, Col, Form, Input, Modal, Row } from 'antd';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { weekdayName } from '../../../lib/weekday-name';
import { zodPathRule, zodRule } from '../../../lib/zod-rule';
import { EmployeePicker } from '../../../reference-data/employee-picker';
import { useCreateRemoteWork } from '../api/create-remote-work';
import { useUpdateRemoteWork } from '../api/update-remote-work';

const fields = ZRemoteWorkCreateBody.shape;

type FormValues = {
  employeeId?: number;
  from: string | null;
  to: string | null;
  weekdays: number[];
  reason: string;
  notes: string;
};

const toBody = (values: unknown): unknown => {
  const v = values as FormValues;
  return { ...v, to: v.to ?? null, notes: v.notes ?? '' };
};

const empty: FormValues = { from: null, to: null, weekdays: [1, 2, 3, 4, 5], reason: '', notes: '' };

export type RemoteWorkFormModalProps = {
  /** `'new'` registers one; a row edits it; null keeps the dialog closed. */
  target: TRemoteWork | 'new' | null;
  onClose: () => void;
};

/** Register or edit a remote-work assignment; server errors (an overlap, a range) land on their field. */
export const RemoteWorkFormModal = ({ target, onClose }: RemoteWorkFormModalProps) => {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateRemoteWork();
  const update = useUpdateRemoteWork();
  const reportError = useFormError();
  // The dialog keeps showing what it was opened for while it fades out after closing.
  const shown = useRef(target);
  if (target !== null) shown.current = target;
  const editing = shown.current !== null && shown.current !== 'new' ? shown.current : null;

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    form.setFieldsValue(
      editing
        ? {
            employeeId: editing.employeeId,
            from: editing.from,
            to: editing.to,
            weekdays: editing.weekdays,
            reason: editing.reason,
            notes: editing.notes ?? '',
          }
        : empty,
    );
  }, [target, editing, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = toBody(values) as TRemoteWorkCreateBody;
    const done = () => {
      toast.success(t(editing ? 'remote-work:saved' : 'remote-work:created'));
      onClose();
    };
    const failed = (error: unknown) => reportError(form, error);
    if (editing) update.mutate({ id: editing.id, ...body }, { onSuccess: done, onError: failed });
    else create.mutate(body, { onSuccess: done, onError: failed });
  };

  return (
    <Modal
      open={target !== null}
      onCancel={onClose}
      title={t(editing ? 'remote-work:editTitle' : 'remote-work:newTitle')}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={
        { loading: create.isPending || update.isPending, 'data-testid': 'remote-work-save' } as ButtonProps
      }
      onOk={() => void submit()}
      width={640}
      forceRender
      data-testid="remote-work-modal"
    >
      <Form<FormValues> form={form} layout="vertical" initialValues={empty}>
        <Form.Item
          name="employeeId"
          label={t('remote-work:fields.employee')}
          required
          rules={[zodRule(fields.employeeId)]}
        >
          <EmployeePicker
            knownOption={editing ? { value: editing.employeeId, label: editing.employeeName } : undefined}
            placeholder={t('remote-work:fields.employeePlaceholder')}
            data-testid="remote-work-employee"
          />
        </Form.Item>
        <Row gutter={16}>
          <Col xs={24} sm={12}>
            <Form.Item
              name="from"
              label={t('remote-work:fields.from')}
              required
              rules={[zodRule(fields.from)]}
            >
              <DateInput data-testid="remote-work-from" />
            </Form.Item>
          </Col>
          <Col xs={24} sm={12}>
            <Form.Item
              name="to"
              label={t('remote-work:fields.to')}
              extra={t('remote-work:fields.toHint')}
              dependencies={['from']}
              rules={[zodPathRule(ZRemoteWorkCreateBody, ['to'], toBody)]}
            >
              <DateInput data-testid="remote-work-to" />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name="weekdays"
          label={t('remote-work:fields.weekdays')}
          required
          rules={[zodRule(fields.weekdays)]}
        >
          <Checkbox.Group
            options={[1, 2, 3, 4, 5, 6, 7].map((day) => ({
              value: day,
              label: weekdayName(day, i18n.language),
            }))}
            data-testid="remote-work-weekdays"
          />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('remote-work:fields.reason')}
          required
          rules={[zodRule(fields.reason)]}
        >
          <Input maxLength={300} data-testid="remote-work-reason" />
        </Form.Item>
        <Form.Item name="notes" label={t('remote-work:fields.notes')} rules={[zodRule(fields.notes)]}>
          <Input.TextArea rows={2} maxLength={500} showCount data-testid="remote-work-notes" />
        </Form.Item>
      </Form>
    </Modal>
  );
};
