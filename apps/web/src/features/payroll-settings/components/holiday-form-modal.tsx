import {
  MANUAL_HOLIDAY_KINDS,
  type ManualHolidayKind,
  type THoliday,
  type THolidayCreateBody,
  ZHolidayCreateBody,
} from '@zerg/shared';
import { type ButtonProps, Form, Input, Modal, Radio } from 'antd';
import dayjs from 'dayjs';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodPathRule, zodRule } from '../../../lib/zod-rule';
import { useCreateHoliday } from '../api/create-holiday';
import { useUpdateHoliday } from '../api/update-holiday';

const fields = ZHolidayCreateBody.shape;

type FormValues = { date: string | null; name: string; kind: ManualHolidayKind };

export type HolidayFormModalProps = {
  /** The year the screen shows: the date must fall in it. */
  year: number;
  /** `'new'` adds one; a row edits it; null keeps the dialog closed. */
  target: THoliday | 'new' | null;
  onClose: () => void;
};

/** Add or edit a company holiday or a non-working day of the shown year. */
export const HolidayFormModal = ({ year, target, onClose }: HolidayFormModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateHoliday();
  const update = useUpdateHoliday();
  const reportError = useFormError();
  // The dialog keeps showing what it was opened for while it fades out after closing.
  const shown = useRef(target);
  if (target !== null) shown.current = target;
  const editing = shown.current !== null && shown.current !== 'new' ? shown.current : null;
  const toBody = (values: unknown) => ({ ...(values as FormValues), year });

  useEffect(() => {
    if (target === null) return;
    form.resetFields();
    form.setFieldsValue(
      editing && editing.kind !== 'national'
        ? { date: editing.date, name: editing.name, kind: editing.kind }
        : { date: null, name: '', kind: 'company' },
    );
  }, [target, editing, form]);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body = toBody(values) as THolidayCreateBody;
    const done = () => {
      toast.success(t(editing ? 'payroll-settings:holidays.saved' : 'payroll-settings:holidays.created'));
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
      title={t(editing ? 'payroll-settings:holidays.editTitle' : 'payroll-settings:holidays.newTitle', {
        year,
      })}
      okText={t('common:actions.save')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={
        { loading: create.isPending || update.isPending, 'data-testid': 'holiday-save' } as ButtonProps
      }
      onOk={() => void submit()}
      forceRender
      data-testid="holiday-modal"
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{ date: null, name: '', kind: 'company' }}
      >
        <Form.Item
          name="kind"
          label={t('payroll-settings:holidays.fields.kind')}
          required
          rules={[zodRule(fields.kind)]}
        >
          <Radio.Group
            optionType="button"
            buttonStyle="solid"
            options={MANUAL_HOLIDAY_KINDS.map((kind) => ({
              value: kind,
              label: t(`payroll-settings:kinds.${kind}`),
            }))}
            data-testid="holiday-kind"
          />
        </Form.Item>
        <Form.Item
          name="date"
          label={t('payroll-settings:holidays.fields.date')}
          required
          rules={[zodPathRule(ZHolidayCreateBody, ['date'], toBody)]}
        >
          <DateInput
            defaultPickerValue={dayjs(`${year}-01-01`)}
            disabledDate={(d) => d.year() !== year}
            data-testid="holiday-date"
          />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('payroll-settings:holidays.fields.name')}
          required
          rules={[zodRule(fields.name)]}
        >
          <Input
            maxLength={120}
            placeholder={t('payroll-settings:holidays.fields.namePlaceholder')}
            data-testid="holiday-name"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
