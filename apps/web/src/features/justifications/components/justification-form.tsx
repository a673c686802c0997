import {
  JUSTIFICATION_FILE_MAX_BYTES,
  JUSTIFICATION_TYPES,
  type JustificationType,
  limaDate,
  rules,
  ZJustificationCreateFields,
} from '@zerg/shared';
import { Button, Form, Input, Segmented } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { toast } from '../../../components/toast';
import { UploadField } from '../../../components/upload-field';
import { useFormError } from '../../../components/use-form-error';
import { limaToday } from '../../../lib/format-date';
import { zodRule } from '../../../lib/zod-rule';
import { EmployeePicker } from '../../../reference-data/employee-picker';
import { useCreateJustification } from '../api/create-justification';

const fields = ZJustificationCreateFields.shape;
const ACCEPT = ['.pdf', '.jpg', '.jpeg', '.png', '.webp'];
const MAX_MB = JUSTIFICATION_FILE_MAX_BYTES / (1024 * 1024);

type FormValues = {
  employeeId?: number;
  workDate: string | null;
  type: JustificationType;
  motive: string;
  file: File | null;
};

/** The employee HR files for; the options are only fetched by those who may list employees. */
const EmployeeField = () => {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="employeeId"
      label={t('justifications:form.employee')}
      required
      rules={[zodRule(fields.employeeId.unwrap())]}
    >
      <EmployeePicker
        placeholder={t('justifications:form.employeePlaceholder')}
        data-testid="justification-employee"
      />
    </Form.Item>
  );
};

export type JustificationFormProps = {
  /** HR files on behalf of someone: the form asks which employee. */
  onBehalf?: boolean;
  onDone?: () => void;
};

/**
 * Justify a day: type, day, motive and an optional PDF or photo. Checked with the shared schema
 * before sending; the server's field errors (a day already justified, a file refused) land on
 * their field.
 */
export const JustificationForm = ({ onBehalf = false, onDone }: JustificationFormProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<FormValues>();
  const create = useCreateJustification();
  const reportError = useFormError();

  const submit = (values: FormValues) =>
    create.mutate(
      {
        employeeId: onBehalf ? values.employeeId : undefined,
        workDate: values.workDate ?? '',
        type: values.type,
        motive: values.motive,
        file: values.file,
      },
      {
        onSuccess: () => {
          toast.success(t('justifications:form.sent'));
          form.resetFields();
          onDone?.();
        },
        onError: (error) => reportError(form, error, { FILE_TOO_LARGE: 'file' }),
      },
    );

  return (
    <Form<FormValues>
      form={form}
      layout="vertical"
      initialValues={{ type: 'tardiness', workDate: limaToday(), motive: '', file: null }}
      onFinish={submit}
      data-testid="justification-form"
    >
      {onBehalf && <EmployeeField />}
      <Form.Item name="type" label={t('justifications:form.type')} required rules={[zodRule(fields.type)]}>
        <Segmented<JustificationType>
          block
          options={JUSTIFICATION_TYPES.map((type) => ({
            value: type,
            label: <span data-testid={`justification-type-${type}`}>{t(`justifications:type.${type}`)}</span>,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="workDate"
        label={t('justifications:form.workDate')}
        required
        validateFirst
        rules={[zodRule(fields.workDate), zodRule(rules.dateNotAfter(limaDate(new Date())))]}
      >
        <DateInput
          style={{ width: '100%' }}
          disabledDate={(d) => d.isAfter(dayjs(), 'day')}
          data-testid="justification-date"
        />
      </Form.Item>
      <Form.Item
        name="motive"
        label={t('justifications:form.motive')}
        required
        rules={[zodRule(fields.motive)]}
      >
        <Input.TextArea
          rows={3}
          maxLength={500}
          showCount
          placeholder={t('justifications:form.motivePlaceholder')}
          data-testid="justification-motive"
        />
      </Form.Item>
      <Form.Item name="file" label={t('justifications:form.file')}>
        <UploadField accept={ACCEPT} maxSizeMb={MAX_MB} buttonLabel={t('justifications:form.pickFile')} />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        size="large"
        loading={create.isPending}
        data-testid="justification-submit"
      >
        {t('justifications:form.submit')}
      </Button>
    </Form>
  );
};
