import { PERSONAL_TYPES, type PersonalType, ZUpdateMultipleScheduleBody } from '@zerg/shared';
import { Button, Form, Modal, Segmented, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeLabel } from '../../../components/employee-record/code-label';
import { formatDate } from '../../../components/employee-record/record-text';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { ACCENT_INSENSITIVE_SEARCH } from '../../../lib/search-text';
import { zodRule } from '../../../lib/zod-rule';
import { useEmployeesByType } from '../../../reference-data/get-employees-by-type';
import { useUpdateMultipleSchedules } from '../api/update-multiple-schedules';
import { cleanDays, type ScheduleFormValues } from './schedule-form-values';

export type ApplyScheduleModalProps = {
  /** The checked schedule to apply; null keeps the dialog closed. */
  schedule: ScheduleFormValues | null;
  /** Pre-selected: the employee whose record is open. */
  employeeId: number;
  employeeName: string;
  onClose: () => void;
};

// Named like the request body, so a server error on `employee_ids` lands on the field.
type ApplyValues = { employee_ids: number[] };

/** Applies one weekly schedule, from one date, to several employees of a personal type. */
export const ApplyScheduleModal = ({
  schedule,
  employeeId,
  employeeName,
  onClose,
}: ApplyScheduleModalProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<ApplyValues>();
  const [type, setType] = useState<PersonalType>('administrative');
  const employees = useEmployeesByType(type, schedule !== null);
  const apply = useUpdateMultipleSchedules();
  const reportError = useFormError();

  const submit = async () => {
    if (!schedule?.effectiveFrom) return;
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    apply.mutate(
      {
        employee_ids: values.employee_ids,
        effectiveFrom: schedule.effectiveFrom,
        days: cleanDays(schedule.days),
      },
      {
        onSuccess: ({ updated }) => {
          toast.success(t('employees:schedule.applied', { updated }));
          onClose();
        },
        onError: (error) => reportError(form, error),
      },
    );
  };

  const selectAll = () => {
    const current = (form.getFieldValue('employee_ids') as number[] | undefined) ?? [];
    form.setFieldValue('employee_ids', [
      ...new Set([...current, ...(employees.data ?? []).map((e) => e.id)]),
    ]);
  };

  return (
    <Modal
      open={schedule !== null}
      onCancel={onClose}
      destroyOnHidden
      width={640}
      title={t('employees:schedule.applyTitle')}
      okText={t('employees:schedule.applySubmit')}
      cancelText={t('common:actions.cancel')}
      okButtonProps={{ loading: apply.isPending }}
      onOk={() => void submit()}
      data-testid="apply-schedule-modal"
    >
      <Typography.Paragraph type="secondary">
        {t('employees:schedule.applyHint', { date: formatDate(schedule?.effectiveFrom) })}
      </Typography.Paragraph>
      <Segmented<PersonalType>
        value={type}
        onChange={setType}
        options={PERSONAL_TYPES.map((value) => ({ value, label: codeLabel(t, 'personalType', value) }))}
        style={{ marginBottom: 16 }}
        data-testid="apply-schedule-type"
      />
      <Form<ApplyValues>
        form={form}
        layout="vertical"
        initialValues={{ employee_ids: [employeeId] }}
        preserve={false}
      >
        <Form.Item
          name="employee_ids"
          label={t('employees:schedule.employees')}
          required
          rules={[zodRule(ZUpdateMultipleScheduleBody.shape.employee_ids)]}
          extra={
            <Button
              type="link"
              size="small"
              style={{ padding: 0 }}
              onClick={selectAll}
              disabled={!employees.data?.length}
            >
              {t('employees:schedule.selectAll', { type: codeLabel(t, 'personalType', type) })}
            </Button>
          }
        >
          <Select<number[]>
            mode="multiple"
            allowClear
            showSearch={ACCENT_INSENSITIVE_SEARCH}
            loading={employees.isFetching}
            placeholder={t('employees:form.searchEmployee')}
            options={[
              // The open record stays nameable even when it is of the other personal type.
              ...((employees.data ?? []).some((employee) => employee.id === employeeId)
                ? []
                : [{ value: employeeId, label: employeeName }]),
              ...(employees.data ?? []).map((employee) => ({
                value: employee.id,
                label: `${employee.fullName} · ${employee.documentNumber}`,
              })),
            ]}
            maxTagCount="responsive"
            data-testid="apply-schedule-employees"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
};
