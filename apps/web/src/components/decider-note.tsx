import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Who decides a request still open to a decision (`open`), under its status: its usual deciders
 * (`usual`, e.g. HR), or the people it went up to because its requester or worker would normally
 * decide it.
 */
export const DeciderNote = ({
  open,
  escalatedTo,
  usual,
  testId,
}: {
  open: boolean;
  escalatedTo: readonly string[];
  usual: string;
  testId?: string;
}) => {
  const { t } = useTranslation('common');
  if (!open) return null;
  const who = escalatedTo.length ? escalatedTo.join(', ') : usual;
  return (
    <Typography.Text
      type="secondary"
      style={{ fontSize: 12, display: 'block', maxWidth: 180, whiteSpace: 'normal', marginInline: 'auto' }}
      data-testid={testId}
    >
      {t('decider.label', { who })}
    </Typography.Text>
  );
};
