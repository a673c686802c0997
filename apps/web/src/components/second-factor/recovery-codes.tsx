import { Alert, Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type RecoveryCodesProps = { codes: readonly string[]; onDone: () => void; doneLabel: string };

/** The recovery codes, shown this once: the server keeps only their hashes. */
export const RecoveryCodes = ({ codes, onDone, doneLabel }: RecoveryCodesProps) => {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16} data-testid="second-factor-recovery">
      <Alert type="warning" showIcon title={t('second-factor:recovery.once')} />
      <div
        style={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: '6px 24px', justifyItems: 'center' }}
        data-testid="second-factor-recovery-codes"
      >
        {codes.map((code) => (
          <Typography.Text
            key={code}
            style={{ fontFamily: 'monospace', fontSize: 15 }}
            data-testid="recovery-code"
          >
            {code}
          </Typography.Text>
        ))}
      </div>
      <Typography.Text copyable={{ text: codes.join('\n') }} style={{ textAlign: 'center' }}>
        {t('second-factor:recovery.copy')}
      </Typography.Text>
      <Button type="primary" block onClick={onDone} data-testid="second-factor-recovery-done">
        {doneLabel}
      </Button>
    </Flex>
  );
};
