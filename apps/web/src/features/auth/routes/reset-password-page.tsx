import { ArrowLeftOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { applyServerErrors } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/language';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { AuthSubmit } from '../components/auth-submit';
import { NewPasswordFields } from '../components/new-password-fields';

type ResetValues = { password: string; passwordConfirmation: string };

/** /reset-password?token=…: the link from the e-mail sets a new password. */
export const ResetPasswordPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<ResetValues>();
  const reset = useResetPassword();
  const [done, setDone] = useState(false);
  const [failure, setFailure] = useState<{ text: string; badToken: boolean } | null>(null);

  const backToForgot = (
    <Link to="/forgot-password">
      <ArrowLeftOutlined /> {t('auth:reset.requestNew')}
    </Link>
  );

  if (!token) {
    return (
      <AuthCard title={t('auth:reset.heading')}>
        <Result
          status="warning"
          title={t('shared:errors.INVALID_RESET_TOKEN')}
          extra={backToForgot}
          style={{ padding: 0 }}
          data-testid="reset-missing-token"
        />
      </AuthCard>
    );
  }

  if (done) {
    return (
      <AuthCard title={t('auth:reset.heading')}>
        <Result
          status="success"
          title={t('auth:reset.doneTitle')}
          subTitle={t('auth:reset.doneText')}
          style={{ padding: 0 }}
          extra={
            <Button type="primary" onClick={() => void navigate('/login')} data-testid="reset-go-login">
              {t('auth:reset.goLogin')}
            </Button>
          }
          data-testid="reset-done"
        />
      </AuthCard>
    );
  }

  const submit = (values: ResetValues) => {
    setFailure(null);
    reset.mutate(
      { token, ...values },
      {
        onSuccess: () => setDone(true),
        onError: (error) => {
          const badToken = isApiError(error) && error.code === 'INVALID_RESET_TOKEN';
          const onFields =
            !badToken && applyServerErrors(form, error, currentLanguage(), () => errorMessage(t, error));
          if (!onFields) setFailure({ text: errorMessage(t, error), badToken });
        },
      },
    );
  };

  return (
    <AuthCard title={t('auth:reset.heading')} subtitle={t('auth:reset.subtitle')}>
      {failure && (
        <Alert
          type="error"
          showIcon
          title={failure.text}
          description={failure.badToken ? backToForgot : undefined}
          style={{ marginBottom: 16 }}
          data-testid="reset-error"
        />
      )}
      <Form<ResetValues> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <NewPasswordFields labelKey="auth:fields.newPassword" testIdPrefix="reset" autoFocus />
        <AuthSubmit loading={reset.isPending} testId="reset-submit">
          {t('auth:reset.submit')}
        </AuthSubmit>
      </Form>
      <div style={{ marginTop: 20, textAlign: 'center' }}>
        <Link to="/login">
          <ArrowLeftOutlined /> {t('auth:forgot.back')}
        </Link>
      </div>
    </AuthCard>
  );
};
