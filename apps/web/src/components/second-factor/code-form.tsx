import { SafetyOutlined } from '@ant-design/icons';
import { ZSecondFactorCode } from '@zerg/shared';
import { Button, Checkbox, Form, type FormInstance, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { zodRule } from '../../lib/zod-rule';

export type CodeFormValues = { code: string; trustDevice?: boolean };

export type CodeFormProps = {
  form: FormInstance<CodeFormValues>;
  onSubmit: (values: CodeFormValues) => void;
  pending: boolean;
  /** Offers "trust this browser" (sign-in only). */
  offerTrust?: boolean;
  /** Accepts a recovery code too (sign-in with an enrolled factor). */
  recovery?: boolean;
  submitLabel: string;
};

/** The six digits of the authenticator app (or a recovery code), validated as the server does. */
export const CodeForm = ({ form, onSubmit, pending, offerTrust, recovery, submitLabel }: CodeFormProps) => {
  const { t } = useTranslation();
  return (
    <Form<CodeFormValues> form={form} layout="vertical" onFinish={onSubmit} requiredMark={false}>
      <Form.Item
        name="code"
        label={t(recovery ? 'second-factor:code.labelWithRecovery' : 'second-factor:code.label')}
        rules={[zodRule(ZSecondFactorCode)]}
      >
        <Input
          prefix={<SafetyOutlined />}
          autoComplete="one-time-code"
          inputMode={recovery ? 'text' : 'numeric'}
          autoFocus
          maxLength={16}
          placeholder="123456"
          data-testid="second-factor-code"
        />
      </Form.Item>
      {offerTrust && (
        <Form.Item name="trustDevice" valuePropName="checked">
          <Checkbox data-testid="second-factor-trust">{t('second-factor:code.trust')}</Checkbox>
        </Form.Item>
      )}
      <Button type="primary" htmlType="submit" block loading={pending} data-testid="second-factor-submit">
        {submitLabel}
      </Button>
    </Form>
  );
};
