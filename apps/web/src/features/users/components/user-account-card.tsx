import { ZUserRegisterBody, ZUserUpdateBody } from '@zerg/shared';
import { Card, Col, Form, type FormInstance, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { PasswordChecklist } from '../../../components/password-checklist';
import { matchFieldRule, zodRule } from '../../../lib/zod-rule';
import type { UserFormValues } from './user-form-values';

const fields = ZUserRegisterBody.shape;

type Props = {
  form: FormInstance<UserFormValues>;
  /** A new account needs a password; an edited one keeps its own when the field is left blank. */
  registering: boolean;
};

/** Who signs in: name, e-mail and password. */
export const UserAccountCard = ({ form, registering }: Props) => {
  const { t } = useTranslation();
  const password = Form.useWatch('password', form);
  return (
    <Card title={t('users:form.account')}>
      <Row gutter={24}>
        <Col xs={24} md={12}>
          <Form.Item
            name="fullName"
            label={t('users:fields.fullName')}
            required
            rules={[zodRule(fields.fullName)]}
          >
            <Input autoComplete="off" data-testid="user-full-name" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="email" label={t('users:fields.email')} required rules={[zodRule(fields.email)]}>
            <Input type="email" autoComplete="off" data-testid="user-email" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="password"
            label={t('users:fields.password')}
            required={registering}
            extra={registering ? undefined : t('users:form.passwordKeep')}
            rules={[zodRule(registering ? fields.password : ZUserUpdateBody.shape.password)]}
            style={{ marginBottom: 8 }}
          >
            <Input.Password autoComplete="new-password" data-testid="user-password" />
          </Form.Item>
          {(registering || Boolean(password)) && <PasswordChecklist password={password} />}
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="passwordConfirmation"
            label={t('users:fields.passwordConfirmation')}
            required={registering}
            dependencies={['password']}
            rules={[matchFieldRule('password')]}
          >
            <Input.Password autoComplete="new-password" data-testid="user-password-confirmation" />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
};
