import { MailOutlined, UserOutlined } from '@ant-design/icons';
import { type TFirstAdminBody, ZFirstAdminBody } from '@zerg/shared';
import { Alert, Form, Input } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { isApiError } from '../../../lib/api-error';
import { zodRule } from '../../../lib/zod-rule';
import { useCreateFirstAdmin } from '../api/create-first-admin';
import { useSetupStatus } from '../api/get-setup-status';
import { AuthCard } from '../components/auth-card';
import { AuthSubmit } from '../components/auth-submit';
import { NewPasswordFields } from '../components/new-password-fields';
import { useCompleteSignIn } from '../use-complete-sign-in';

/** /setup: creates the first administrator of an empty installation, then signs them in. */
export const SetupPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<TFirstAdminBody>();
  const status = useSetupStatus();
  const create = useCreateFirstAdmin();
  const completeSignIn = useCompleteSignIn();
  const reportError = useFormError();

  useEffect(() => {
    if (status.data && !status.data.needsSetup) void navigate('/login', { replace: true });
  }, [status.data, navigate]);

  if (status.isPending) return <PageLoader />;

  const submit = (values: TFirstAdminBody) => {
    create.mutate(values, {
      onSuccess: (response) => void completeSignIn(response),
      onError: (error) => {
        if (isApiError(error) && error.code === 'SETUP_ALREADY_DONE') {
          toast.warning(t('shared:errors.SETUP_ALREADY_DONE'));
          void navigate('/login', { replace: true });
          return;
        }
        reportError(form, error);
      },
    });
  };

  return (
    <AuthCard title={t('auth:setup.heading')} subtitle={t('auth:setup.subtitle')}>
      {status.isError && (
        <Alert type="warning" showIcon title={t('auth:setup.statusUnknown')} style={{ marginBottom: 16 }} />
      )}
      <Form<TFirstAdminBody> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="fullName"
          label={t('auth:fields.fullName')}
          rules={[zodRule(ZFirstAdminBody.shape.fullName)]}
        >
          <Input prefix={<UserOutlined />} autoComplete="name" autoFocus data-testid="setup-full-name" />
        </Form.Item>
        <Form.Item name="email" label={t('auth:fields.email')} rules={[zodRule(ZFirstAdminBody.shape.email)]}>
          <Input prefix={<MailOutlined />} type="email" autoComplete="username" data-testid="setup-email" />
        </Form.Item>
        <NewPasswordFields labelKey="auth:fields.password" testIdPrefix="setup" />
        <AuthSubmit loading={create.isPending} testId="setup-submit">
          {t('auth:setup.submit')}
        </AuthSubmit>
      </Form>
    </AuthCard>
  );
};
