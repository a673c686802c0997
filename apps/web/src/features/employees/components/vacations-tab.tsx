import { PlusOutlined, StopOutlined } from '@ant-design/icons';
import { type TVacationPeriod, ZRegisterVacationBody } from '@zerg/shared';
import { Button, Col, Form, Input, Modal, Row, Select, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { DateInput } from '../../../components/date-input';
import { useEmployeeVacations } from '../../../components/employee-record/api/get-employee-vacations';
import { formatDate } from '../../../components/employee-record/record-text';
import { VacationSummary } from '../../../components/employee-record/vacation-summary';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { limaToday } from '../../../lib/format-date';
import { zodRule } from '../../../lib/zod-rule';
import { useCancelVacation } from '../api/cancel-vacation';
import { useRegisterVacation } from '../api/register-vacation';

export type VacationsTabProps = { employeeId: number };

type VacationValues = {
  serviceYear?: number;
  startDate: string | null;
  endDate: string | null;
  notes: string;
};

/** Inclusive calendar days of a period, as the server counts them. */
export const periodDays = (start: string | null, end: string | null): number | null =>
  start && end && end >= start ? dayjs(end).diff(dayjs(start), 'day') + 1 : null;

/** A period can be cancelled only before it starts. */
export const canCancel = (period: TVacationPeriod, today = limaToday()): boolean =>
  period.status === 'scheduled' && period.startDate > today;

/** Balances per service year and periods; register a period or cancel one that has not started. */
export const VacationsTab = ({ employeeId }: VacationsTabProps) => {
  const { t } = useTranslation();
  const vacations = useEmployeeVacations(employeeId);
  const register = useRegisterVacation();
  const cancel = useCancelVacation(employeeId);
  const reportError = useFormError();
  const [form] = Form.useForm<VacationValues>();
  const [open, setOpen] = useState(false);
  const startDate = Form.useWatch('startDate', form) ?? null;
  const endDate = Form.useWatch('endDate', form) ?? null;
  const serviceYear = Form.useWatch('serviceYear', form);

  if (vacations.isPending) return <PageLoader />;
  if (vacations.isError)
    return <ErrorState error={vacations.error} onRetry={() => void vacations.refetch()} />;

  const balances = vacations.data.balances;
  const chosen = balances.find((balance) => balance.serviceYear === serviceYear);
  const days = periodDays(startDate, endDate);
  // The most recent year that still has days is the usual choice.
  const suggestedYear = [...balances].reverse().find((balance) => balance.balance > 0)?.serviceYear;

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    register.mutate(
      {
        employee_id: employeeId,
        serviceYear: values.serviceYear ?? 0,
        startDate: values.startDate ?? '',
        endDate: values.endDate ?? '',
        notes: values.notes.trim() ? values.notes : null,
      },
      {
        onSuccess: () => {
          toast.success(t('employees:vacations.registered'));
          setOpen(false);
        },
        onError: (error) => reportError(form, error),
      },
    );
  };

  const shape = ZRegisterVacationBody.shape;

  return (
    <>
      <VacationSummary
        vacations={vacations.data}
        periodsExtra={
          <Button
            type="primary"
            size="small"
            icon={<PlusOutlined />}
            disabled={balances.length === 0}
            onClick={() => setOpen(true)}
            data-testid="vacation-register"
          >
            {t('employees:vacations.register')}
          </Button>
        }
        renderPeriodActions={(period) =>
          canCancel(period) ? (
            <ConfirmButton
              size="small"
              danger
              icon={<StopOutlined />}
              confirmDescription={t('employees:vacations.cancelQuestion', {
                from: formatDate(period.startDate),
                to: formatDate(period.endDate),
              })}
              onConfirm={() =>
                cancel.mutateAsync(period.id).then(() => toast.success(t('employees:vacations.cancelled')))
              }
              data-testid={`vacation-cancel-${period.id}`}
            >
              {t('employees:vacations.cancel')}
            </ConfirmButton>
          ) : null
        }
      />
      <Modal
        open={open}
        onCancel={() => setOpen(false)}
        destroyOnHidden
        title={t('employees:vacations.registerTitle')}
        okText={t('employees:vacations.register')}
        cancelText={t('common:actions.cancel')}
        okButtonProps={{ loading: register.isPending }}
        onOk={() => void submit()}
        data-testid="vacation-modal"
      >
        <Form<VacationValues>
          form={form}
          layout="vertical"
          preserve={false}
          initialValues={{ serviceYear: suggestedYear, startDate: null, endDate: null, notes: '' }}
        >
          <Form.Item
            name="serviceYear"
            label={t('employees:fields.serviceYear')}
            required
            rules={[zodRule(shape.serviceYear)]}
            extra={chosen ? t('employees:vacations.available', { days: chosen.balance }) : undefined}
          >
            <Select<number>
              placeholder={t('employees:form.choose')}
              options={balances.map((balance) => ({
                value: balance.serviceYear,
                label: t('employees:vacations.yearOption', {
                  year: balance.serviceYear,
                  from: formatDate(balance.from),
                  to: formatDate(balance.to),
                  days: balance.balance,
                }),
              }))}
              data-testid="vacation-service-year"
            />
          </Form.Item>
          <Row gutter={12}>
            <Col span={12}>
              <Form.Item
                name="startDate"
                label={t('employees:fields.startDate')}
                required
                rules={[zodRule(shape.startDate)]}
              >
                <DateInput data-testid="vacation-start" />
              </Form.Item>
            </Col>
            <Col span={12}>
              <Form.Item
                name="endDate"
                label={t('employees:fields.endDate')}
                required
                rules={[zodRule(shape.endDate)]}
              >
                <DateInput
                  disabledDate={(date) => Boolean(startDate) && date.isBefore(dayjs(startDate), 'day')}
                  data-testid="vacation-end"
                />
              </Form.Item>
            </Col>
          </Row>
          {days !== null && (
            <Typography.Paragraph type="secondary" data-testid="vacation-days">
              {t('employees:vacations.periodDays', { days })}
            </Typography.Paragraph>
          )}
          <Form.Item name="notes" label={t('employees:fields.notes')} rules={[zodRule(shape.notes)]}>
            <Input.TextArea rows={2} maxLength={300} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
};
