import { ReloadOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { canRetry, errorMessage } from '../lib/error-message';

export type ErrorStateProps = {
  /** The failure; its translated message becomes the subtitle. */
  error?: unknown;
  /** Shows a Retry button when given, unless the error is one a retry cannot fix. */
  onRetry?: () => void;
  title?: ReactNode;
};

/** What a screen shows when its data could not be loaded. */
export const ErrorState = ({ error, onRetry, title }: ErrorStateProps) => {
  const { t } = useTranslation();
  return (
    <Result
      status="warning"
      title={title ?? t('common:states.errorTitle')}
      subTitle={error === undefined ? undefined : errorMessage(t, error)}
      extra={
        onRetry &&
        canRetry(error) && (
          <Button type="primary" icon={<ReloadOutlined />} onClick={onRetry} data-testid="retry-button">
            {t('common:actions.retry')}
          </Button>
        )
      }
    />
  );
};
