import type { TSecondFactorSetup } from '@zerg/shared';
import { Flex, Image, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../error-state';

export type EnrolmentPanelProps = {
  setup: TSecondFactorSetup | undefined;
  error?: unknown;
  onRetry?: () => void;
};

/** The QR code to scan with an authenticator app, and the same key in text to type by hand. */
export const EnrolmentPanel = ({ setup, error, onRetry }: EnrolmentPanelProps) => {
  const { t } = useTranslation();
  if (error) return <ErrorState error={error} onRetry={onRetry} title={t('second-factor:setup.failed')} />;
  return (
    <Flex vertical gap={12} align="center" data-testid="second-factor-enrolment">
      <Typography.Paragraph style={{ marginBottom: 0 }}>{t('second-factor:setup.scan')}</Typography.Paragraph>
      {setup ? (
        <Image
          src={setup.qrDataUrl}
          alt={t('second-factor:setup.qrAlt')}
          width={200}
          height={200}
          preview={false}
          data-testid="second-factor-qr"
        />
      ) : (
        <Skeleton.Image active style={{ width: 200, height: 200 }} />
      )}
      <Typography.Text type="secondary">{t('second-factor:setup.orKey')}</Typography.Text>
      <Typography.Text
        code
        copyable={setup ? { text: setup.secret } : false}
        style={{ letterSpacing: 1, wordBreak: 'break-all', textAlign: 'center' }}
        data-testid="second-factor-secret"
      >
        {setup?.secret.replace(/(.{4})/g, '$1 ').trim() ?? '…'}
      </Typography.Text>
    </Flex>
  );
};
