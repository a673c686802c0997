import { ArrowLeftOutlined, MailOutlined } from '@ant-design/icons';
import { type TForgotPasswordBody, ZForgotPasswordBody } from '@zerg/shared';
import { Alert, Form, Input, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { applyServerErrors } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/language';
import { zodRule } from '../../../lib/zod-rule';
import { useForgotPassword } from '../api/forgot-password';
import { AuthCard } from '../components/auth-card';
import { AuthSubmit } from '../components/auth-submit';

/** /forgot-password: asks for the email; the answer never tells whether the account exists. */
export const ForgotPasswordPage = () => {
  const { t } = useTranslation();
  const [form] = Form.useForm<TForgotPasswordBody>();
  const forgot = useForgotPassword();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: TForgotPasswordBody) => {
    setFailure(null);
    forgot.mutate(values, {
      onSuccess: () => setSent(true),
      onError: (error) => {
        const onFields =
          isApiError(error) &&
          error.status === 400 &&
          applyServerErrors(form, error, currentLanguage(), () => errorMessage(t, error));
        if (!onFields) setFailure(errorMessage(t, error));
      },
    });
  };

  const backToLogin = (
    <Link to="/login" data-testid="back-to-login">
      <ArrowLeftOutlined /> {t('auth:forgot.back')}
    </Link>
  );

  if (sent) {
    return (
      <AuthCard title={t('auth:forgot.heading')}>
        <Result
          status="success"
          title={t('auth:forgot.sentTitle')}
          subTitle={t('auth:forgot.sentText')}
          extra={backToLogin}
          style={{ padding: 0 }}
          data-testid="forgot-sent"
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard title={t('auth:forgot.heading')} subtitle={t('auth:forgot.subtitle')}>
      {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 16 }} />}
      <Form<TForgotPasswordBody> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item
          name="email"
          label={t('auth:fields.email')}
          rules={[zodRule(ZForgotPasswordBody.shape.email)]}
        >
          <Input
            prefix={<MailOutlined />}
            type="email"
            autoComplete="email"
            autoFocus
            placeholder={t('auth:fields.emailPlaceholder')}
            data-testid="forgot-email"
          />
        </Form.Item>
        <AuthSubmit loading={forgot.isPending} testId="forgot-submit">
          {t('auth:forgot.submit')}
        </AuthSubmit>
      </Form>
      <div style={{ marginTop: 20, textAlign: 'center' }}>{backToLogin}</div>
    </AuthCard>
  );
};
