import { type TChangePasswordBody, ZChangePasswordBody } from '@zerg/shared';
import { Button, Card, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from '../../../components/password-checklist';
import { toast } from '../../../components/toast';
import { useFormError } from '../../../components/use-form-error';
import { matchFieldRule, zodRule } from '../../../lib/zod-rule';
import { useChangePassword } from '../api/change-password';

export type ChangePasswordCardProps = {
  /** The account's email, given to password managers alongside the new password. */
  email: string;
};

/** Current password, new password (with the rule checklist) and its confirmation. */
export const ChangePasswordCard = ({ email }: ChangePasswordCardProps) => {
  const { t } = useTranslation();
  const [form] = Form.useForm<TChangePasswordBody>();
  const password = Form.useWatch('password', form);
  const change = useChangePassword();
  const reportError = useFormError();

  const submit = (values: TChangePasswordBody) => {
    change.mutate(values, {
      onSuccess: () => {
        toast.success(t('profile:password.changed'));
        form.resetFields();
      },
      onError: (error) => reportError(form, error, { WRONG_CURRENT_PASSWORD: 'currentPassword' }),
    });
  };

  return (
    <Card title={t('profile:password.title')}>
      <Form<TChangePasswordBody> form={form} layout="vertical" onFinish={submit} autoComplete="off">
        <input type="text" name="username" autoComplete="username" value={email} readOnly hidden />
        <Form.Item
          name="currentPassword"
          label={t('profile:password.current')}
          required
          rules={[zodRule(ZChangePasswordBody.shape.currentPassword)]}
        >
          <Input.Password autoComplete="current-password" data-testid="current-password" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('profile:password.new')}
          required
          rules={[zodRule(ZChangePasswordBody.shape.password)]}
          style={{ marginBottom: 8 }}
        >
          <Input.Password autoComplete="new-password" data-testid="new-password" />
        </Form.Item>
        <PasswordChecklist password={password} />
        <Form.Item
          name="passwordConfirmation"
          label={t('profile:password.confirmation')}
          required
          dependencies={['password']}
          rules={[matchFieldRule('password')]}
        >
          <Input.Password autoComplete="new-password" data-testid="new-password-confirmation" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          loading={change.isPending}
          data-testid="change-password-submit"
        >
          {t('profile:password.submit')}
        </Button>
      </Form>
    </Card>
  );
};
