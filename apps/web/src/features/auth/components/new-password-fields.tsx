import { LockOutlined } from '@ant-design/icons';
import { rules } from '@zerg/shared';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from '../../../components/password-checklist';
import { matchFieldRule, zodRule } from '../../../lib/zod-rule';

export type NewPasswordFieldsProps = {
  /** Label key of the first field: a new password, or the first administrator's password. */
  labelKey: string;
  /** Test ids become `<prefix>-password` and `<prefix>-password-confirmation`. */
  testIdPrefix: string;
  autoFocus?: boolean;
};

/** A new password with the special-password checklist, and its confirmation. */
export const NewPasswordFields = ({ labelKey, testIdPrefix, autoFocus = false }: NewPasswordFieldsProps) => {
  const { t } = useTranslation();
  const password = Form.useWatch('password') as string | undefined;
  return (
    <>
      <Form.Item
        name="password"
        label={t(labelKey)}
        rules={[zodRule(rules.specialPassword())]}
        style={{ marginBottom: 8 }}
      >
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="new-password"
          autoFocus={autoFocus}
          data-testid={`${testIdPrefix}-password`}
        />
      </Form.Item>
      <PasswordChecklist password={password} />
      <Form.Item
        name="passwordConfirmation"
        label={t('auth:fields.passwordConfirmation')}
        dependencies={['password']}
        rules={[matchFieldRule('password')]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="new-password"
          data-testid={`${testIdPrefix}-password-confirmation`}
        />
      </Form.Item>
    </>
  );
};
