import { CheckCircleFilled, CloseCircleOutlined } from '@ant-design/icons';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordChecks } from '../lib/password-checks';

export type PasswordChecklistProps = {
  /** The password being typed. */
  password: string | undefined;
};

/** Lists the special-password requirements and ticks each one as it is met. */
export const PasswordChecklist = ({ password }: PasswordChecklistProps) => {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={2} style={{ marginBottom: 16 }} data-testid="password-checklist">
      {passwordChecks(password ?? '').map((check) => (
        <Typography.Text
          key={check.key}
          type={check.ok ? 'success' : 'secondary'}
          style={{ fontSize: 12 }}
          data-ok={check.ok}
        >
          {check.ok ? <CheckCircleFilled /> : <CloseCircleOutlined />} {t(`common:password.${check.key}`)}
        </Typography.Text>
      ))}
    </Flex>
  );
};
