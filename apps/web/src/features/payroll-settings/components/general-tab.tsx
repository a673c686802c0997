import { SaveOutlined } from '@ant-design/icons';
import {
  LATE_TOLERANCE_MAX_MINUTES,
  type TAttendanceSettingsBody,
  ZAttendanceSettingsBody,
} from '@zerg/shared';
import { Alert, Button, Card, Form, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentBatchProgress } from '../../../components/document-batch/document-batch-progress';
import { ErrorState } from '../../../components/error-state';
import { NumberInput } from '../../../components/number-input';
import { PageLoader } from '../../../components/page-loader';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { formatDateTime } from '../../../lib/format-date';
import { zodRule } from '../../../lib/zod-rule';
import { useAttendanceSettings } from '../api/get-attendance-settings';
import { useUpdateAttendanceSettings } from '../api/update-attendance-settings';

const fields = ZAttendanceSettingsBody.shape;

/**
 * Payroll settings › General: the late tolerance attendance forgives. A change saves at once and
 * recomputes the month's open days as a job, whose progress shows under the form (pushed over the
 * real-time socket); leaving and coming back finds it still running.
 */
export const GeneralTab = () => {
  const { t } = useTranslation();
  const [form] = Form.useForm<TAttendanceSettingsBody>();
  const settings = useAttendanceSettings();
  const update = useUpdateAttendanceSettings();
  const reportError = useFormError();
  // The month's recompute a save queued: shown until the screen is left, its end included.
  const [recompute, setRecompute] = useState<number | null>(null);

  useEffect(() => {
    if (settings.data) form.setFieldsValue({ lateToleranceMinutes: settings.data.lateToleranceMinutes });
    if (settings.data?.recomputeBatchId) setRecompute(settings.data.recomputeBatchId);
  }, [settings.data, form]);

  if (settings.isPending) return <PageLoader />;
  if (settings.isError) return <ErrorState error={settings.error} onRetry={() => void settings.refetch()} />;

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    update.mutate(values, {
      onSuccess: () => toast.success(t('payroll-settings:general.saved')),
      onError: (error) => reportError(form, error),
    });
  };

  const { updatedAt, updatedByName } = settings.data;
  return (
    <Card title={t('payroll-settings:general.attendanceTitle')} style={{ maxWidth: 640 }}>
      <Alert
        type="info"
        showIcon
        message={t('payroll-settings:general.toleranceHelp')}
        style={{ marginBottom: 16 }}
      />
      <Form<TAttendanceSettingsBody> form={form} layout="vertical" onFinish={() => void submit()}>
        <Form.Item
          name="lateToleranceMinutes"
          label={t('payroll-settings:general.lateTolerance')}
          required
          rules={[zodRule(fields.lateToleranceMinutes)]}
          extra={t('payroll-settings:general.toleranceRange', { max: LATE_TOLERANCE_MAX_MINUTES })}
        >
          <NumberInput
            precision={0}
            style={{ maxWidth: 200 }}
            suffix={t('payroll-settings:general.minutes')}
            data-testid="late-tolerance"
          />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          icon={<SaveOutlined />}
          loading={update.isPending}
          data-testid="general-save"
        >
          {t('common:actions.save')}
        </Button>
      </Form>
      {updatedAt && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16, marginBottom: 0 }}>
          {t('payroll-settings:general.lastSaved', {
            when: formatDateTime(updatedAt),
            who: updatedByName ?? '—',
          })}
        </Typography.Paragraph>
      )}
      {recompute !== null && (
        <div style={{ marginTop: 16 }} data-testid="attendance-recompute">
          <Typography.Text strong>{t('payroll-settings:general.recomputing')}</Typography.Text>
          <DocumentBatchProgress batchId={recompute} />
        </div>
      )}
    </Card>
  );
};
