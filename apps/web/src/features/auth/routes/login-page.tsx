import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { type TLoginBody, type TSecondFactorChallenge, ZLoginBody } from '@zerg/shared';
import { Alert, Form, Input } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { applyServerErrors } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/language';
import { zodRule } from '../../../lib/zod-rule';
import { useSetupStatus } from '../api/get-setup-status';
import { useLogin } from '../api/login';
import { AuthCard } from '../components/auth-card';
import { AuthSubmit } from '../components/auth-submit';
import { SecondFactorStep } from '../components/second-factor-step';
import { useCompleteSignIn } from '../use-complete-sign-in';

/**
 * /login: email and password; then, for a user who needs it, the second factor (a code, or
 * enrolment first). Sends a fresh installation to /setup.
 */
export const LoginPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [form] = Form.useForm<TLoginBody>();
  const login = useLogin();
  const completeSignIn = useCompleteSignIn();
  const setupStatus = useSetupStatus();
  const [failure, setFailure] = useState<string | null>(null);
  const [challenge, setChallenge] = useState<TSecondFactorChallenge | null>(null);

  useEffect(() => {
    if (setupStatus.data?.needsSetup) void navigate('/setup', { replace: true });
  }, [setupStatus.data, navigate]);

  const submit = (values: TLoginBody) => {
    setFailure(null);
    login.mutate(values, {
      onSuccess: (response) =>
        'secondFactor' in response ? setChallenge(response) : void completeSignIn(response),
      onError: (error) => {
        const onFields =
          isApiError(error) &&
          error.status === 400 &&
          applyServerErrors(form, error, currentLanguage(), () => errorMessage(t, error));
        if (!onFields) setFailure(errorMessage(t, error));
      },
    });
  };

  if (challenge)
    return (
      <SecondFactorStep
        key={challenge.challenge}
        challenge={challenge}
        onSignedIn={(session) => void completeSignIn(session)}
        onRestart={() => setChallenge(null)}
      />
    );

  return (
    <AuthCard title={t('auth:login.heading')} subtitle={t('auth:login.subtitle')}>
      {failure && (
        <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} data-testid="login-error" />
      )}
      <Form<TLoginBody>
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        autoComplete="on"
      >
        <Form.Item name="email" label={t('auth:fields.email')} rules={[zodRule(ZLoginBody.shape.email)]}>
          <Input
            prefix={<MailOutlined />}
            type="email"
            autoComplete="username"
            autoFocus
            placeholder={t('auth:fields.emailPlaceholder')}
            data-testid="login-email"
          />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('auth:fields.password')}
          rules={[zodRule(ZLoginBody.shape.password)]}
          extra={
            <div style={{ textAlign: 'end', marginTop: 4 }}>
              <Link to="/forgot-password" data-testid="forgot-password-link">
                {t('auth:login.forgot')}
              </Link>
            </div>
          }
        >
          <Input.Password
            prefix={<LockOutlined />}
            autoComplete="current-password"
            placeholder="••••••••"
            data-testid="login-password"
          />
        </Form.Item>
        <AuthSubmit loading={login.isPending} testId="login-submit">
          {t('auth:login.submit')}
        </AuthSubmit>
      </Form>
    </AuthCard>
  );
};
