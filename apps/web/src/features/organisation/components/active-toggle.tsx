import { CheckCircleOutlined, StopOutlined } from '@ant-design/icons';
import type { TActiveBody } from '@zerg/shared';
import { Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { toast } from '../../../components/toast';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';

export type ActiveToggleProps = {
  id: number;
  isActive: boolean;
  name: string;
  onToggle: (body: TActiveBody) => Promise<unknown>;
  testId: string;
};

/**
 * Deactivates (or activates) a row after a confirmation. A refusal because people still use the row
 * shows the server's message, which says how many.
 */
export const ActiveToggle = ({ id, isActive, name, onToggle, testId }: ActiveToggleProps) => {
  const { t } = useTranslation();
  const label = isActive ? t('organisation:actions.deactivate') : t('organisation:actions.activate');
  return (
    <Tooltip title={label}>
      <ConfirmButton
        type="text"
        danger={isActive}
        icon={isActive ? <StopOutlined /> : <CheckCircleOutlined />}
        aria-label={label}
        data-testid={`${testId}-${id}`}
        confirmTitle={label}
        confirmDescription={t(
          isActive ? 'organisation:confirm.deactivate' : 'organisation:confirm.activate',
          { name },
        )}
        confirmOkText={label}
        onConfirm={async () => {
          try {
            await onToggle({ id, isActive: !isActive });
            toast.success(isActive ? t('organisation:toast.deactivated') : t('organisation:toast.activated'));
          } catch (error) {
            toast.danger(isApiError(error) && error.status === 409 ? error.message : errorMessage(t, error));
          }
        }}
      />
    </Tooltip>
  );
};
