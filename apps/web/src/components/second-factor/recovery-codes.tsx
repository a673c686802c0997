import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type RecoveryCodesProps = { codes: readonly string[]; onDone: () => void; doneLabel: string };

/** The recovery codes, shown this once: the server keeps only their hashes. */
export const RecoveryCodes = ({ codes, onDone, doneLabel }: RecoveryCodesProps) => {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16} data-testid="second-factor-recovery">
      <Alert type="warning" showIcon title={t('second-factor:recovery.once')} />
      <Typography.Paragraph
        copyable={{ text: codes.join('\n') }}
        code
        style={{ columnCount: 2, fontSize: 15, marginBottom: 0 }}
        data-testid="second-factor-recovery-codes"
      >
        {codes.map((code) => (
          <span key={code} style={{ display: 'block' }}>
            {code}
          </span>
        ))}
      </Typography.Paragraph>
      <Button type="primary" block onClick={onDone} data-testid="second-factor-recovery-done">
        {doneLabel}
      </Button>
    </Flex>
  );
};
