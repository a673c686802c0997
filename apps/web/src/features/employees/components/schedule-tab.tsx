import { EditOutlined, UsergroupAddOutlined } from '@ant-design/icons';
import { Button, Card, Flex, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditActions } from '../../../components/edit-actions';
import { useEmployeeSchedule } from '../../../components/employee-record/api/get-employee-schedule';
import { EmployeeScheduleView } from '../../../components/employee-record/employee-schedule-view';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { limaToday } from '../../../lib/format-date';
import { useUpdateEmployeeSchedule } from '../api/update-employee-schedule';
import { ApplyScheduleModal } from './apply-schedule-modal';
import { ScheduleForm } from './schedule-form';
import { type ScheduleFormValues, toScheduleBody, weekOf } from './schedule-form-values';

export type ScheduleTabProps = { employeeId: number; fullName: string };

/** The weekly schedule in force, upcoming ones and history; edit one, or apply it to several people. */
export const ScheduleTab = ({ employeeId, fullName }: ScheduleTabProps) => {
  const { t } = useTranslation();
  const schedule = useEmployeeSchedule(employeeId);
  const update = useUpdateEmployeeSchedule();
  const reportError = useFormError();
  const [form] = Form.useForm<ScheduleFormValues>();
  const [editing, setEditing] = useState(false);
  const [applying, setApplying] = useState<ScheduleFormValues | null>(null);

  if (schedule.isPending) return <PageLoader />;
  if (schedule.isError) return <ErrorState error={schedule.error} onRetry={() => void schedule.refetch()} />;

  // Start from the latest schedule known (an upcoming one if any), applied from today.
  const base = schedule.data.upcoming.at(-1) ?? schedule.data.current;
  const initialValues: ScheduleFormValues = {
    effectiveFrom: limaToday(),
    days: weekOf(base),
  };

  const checked = async (): Promise<ScheduleFormValues | null> => {
    try {
      await form.validateFields({ recursive: true });
      return form.getFieldsValue(true) as ScheduleFormValues;
    } catch {
      return null;
    }
  };

  const save = async () => {
    const values = await checked();
    if (!values) return;
    update.mutate(toScheduleBody(employeeId, values), {
      onSuccess: () => {
        toast.success(t('employees:schedule.saved'));
        setEditing(false);
      },
      onError: (error) => reportError(form, error),
    });
  };

  const openApply = async () => {
    const values = await checked();
    if (values) setApplying(values);
  };

  if (editing) {
    return (
      <Card size="small" title={t('employees:schedule.editTitle')}>
        <Flex vertical gap={16}>
          <ScheduleForm form={form} employeeId={employeeId} initialValues={initialValues} />
          <Flex justify="space-between" gap={12} wrap>
            <Button
              icon={<UsergroupAddOutlined />}
              onClick={() => void openApply()}
              data-testid="schedule-apply-many"
            >
              {t('employees:schedule.applyMany')}
            </Button>
            <EditActions
              onCancel={() => setEditing(false)}
              onSave={() => void save()}
              saving={update.isPending}
              testIdPrefix="schedule"
            />
          </Flex>
        </Flex>
        <ApplyScheduleModal
          schedule={applying}
          employeeId={employeeId}
          employeeName={fullName}
          onClose={() => setApplying(null)}
        />
      </Card>
    );
  }

  return (
    <EmployeeScheduleView
      schedule={schedule.data}
      extra={
        <Button
          type="primary"
          icon={<EditOutlined />}
          onClick={() => setEditing(true)}
          data-testid="schedule-edit"
        >
          {t('employees:schedule.edit')}
        </Button>
      }
    />
  );
};
