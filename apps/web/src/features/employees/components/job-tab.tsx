import { EditOutlined } from '@ant-design/icons';
import { ZUpdateJobBody } from '@zerg/shared';
import { Alert, Button, Card, Col, Form, Input, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditActions } from '../../../components/edit-actions';
import { useJobDetails } from '../../../components/employee-record/api/get-job-details';
import { EmployeeJobView } from '../../../components/employee-record/employee-job-view';
import { SalaryHistoryTimeline } from '../../../components/employee-record/salary-history-timeline';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { zodRule } from '../../../lib/zod-rule';
import { useSalaryHistory } from '../api/get-salary-history';
import { useUpdateJobDetails } from '../api/update-job-details';
import { jobCrossRule } from './cross-rule';
import { type JobEditFormValues, jobValuesOf, salaryChanged, toJobBody } from './employee-form-values';
import { JobFields } from './job-fields';

export type JobTabProps = { employeeId: number };

/** Job details (view and edit, asking why when the salary changes) and the salary history. */
export const JobTab = ({ employeeId }: JobTabProps) => {
  const { t } = useTranslation();
  const job = useJobDetails(employeeId);
  const history = useSalaryHistory(employeeId);
  const update = useUpdateJobDetails();
  const reportError = useFormError();
  const [editing, setEditing] = useState(false);
  const [form] = Form.useForm<JobEditFormValues>();
  const salary = Form.useWatch('salary', form) as string | undefined;
  const currency = Form.useWatch('currency', form);

  if (job.isPending) return <PageLoader />;
  if (job.isError) return <ErrorState error={job.error} onRetry={() => void job.refetch()} />;

  const payChanged = editing && salaryChanged(job.data, { salary, currency });

  const save = async () => {
    try {
      await form.validateFields();
    } catch {
      return;
    }
    const values = form.getFieldsValue(true) as JobEditFormValues;
    update.mutate(toJobBody(employeeId, payChanged ? values : { ...values, salaryChangeReason: null }), {
      onSuccess: () => {
        toast.success(t('employees:job.saved'));
        setEditing(false);
      },
      onError: (error) => reportError(form, error),
    });
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Card
          size="small"
          title={t('employees:job.title')}
          extra={
            !editing && (
              <Button
                type="primary"
                icon={<EditOutlined />}
                onClick={() => setEditing(true)}
                data-testid="job-edit"
              >
                {t('common:actions.edit')}
              </Button>
            )
          }
        >
          {editing ? (
            <Form<JobEditFormValues>
              form={form}
              layout="vertical"
              initialValues={jobValuesOf(job.data)}
              data-testid="job-edit-form"
            >
              <JobFields
                prefix={[]}
                crossRule={jobCrossRule(employeeId)}
                employeeId={employeeId}
                knownChief={
                  job.data.chiefEmployeeId && job.data.chiefName
                    ? { value: job.data.chiefEmployeeId, label: job.data.chiefName }
                    : undefined
                }
              />
              {payChanged && (
                <>
                  <Alert
                    type="info"
                    showIcon
                    style={{ marginBottom: 16 }}
                    title={t('employees:job.salaryChangeNotice')}
                  />
                  <Form.Item
                    name="salaryChangeReason"
                    label={t('employees:fields.salaryChangeReason')}
                    rules={[zodRule(ZUpdateJobBody.shape.salaryChangeReason)]}
                  >
                    <Input.TextArea rows={2} maxLength={200} showCount data-testid="job-salary-reason" />
                  </Form.Item>
                </>
              )}
              <EditActions
                justify="end"
                onCancel={() => setEditing(false)}
                onSave={() => void save()}
                saving={update.isPending}
                testIdPrefix="job"
              />
            </Form>
          ) : (
            <EmployeeJobView job={job.data} />
          )}
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card size="small" title={t('employees:job.history')}>
          {history.isPending ? (
            <PageLoader />
          ) : history.isError ? (
            <ErrorState error={history.error} onRetry={() => void history.refetch()} />
          ) : (
            <SalaryHistoryTimeline items={history.data} />
          )}
        </Card>
      </Col>
    </Row>
  );
};
