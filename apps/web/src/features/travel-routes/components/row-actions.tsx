import { CheckCircleOutlined, EditOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { toast } from '../../../components/toast';

export type RowActionsProps = {
  isActive: boolean;
  onEdit: () => void;
  onActivate: () => Promise<unknown>;
  onDeactivate: () => Promise<unknown>;
  /** Extra buttons before edit (fares, toll cost). */
  extra?: ReactNode;
  testId: string;
};

/**
 * Edit, then deactivate (after "Are you sure?") or activate. Nothing here is deleted: orders and
 * rates will point at these rows, so a retired one is only deactivated.
 */
export const RowActions = ({
  isActive,
  onEdit,
  onActivate,
  onDeactivate,
  extra,
  testId,
}: RowActionsProps) => {
  const { t } = useTranslation();
  const run = async (action: () => Promise<unknown>, done: string) => {
    await action();
    toast.success(t(done));
  };
  return (
    <Space size={4}>
      {extra}
      <Tooltip title={t('common:actions.edit')}>
        <Button
          type="text"
          icon={<EditOutlined />}
          onClick={onEdit}
          aria-label={t('common:actions.edit')}
          data-testid={`${testId}-edit`}
        />
      </Tooltip>
      {isActive ? (
        <Tooltip title={t('travel-routes:actions.deactivate')}>
          <ConfirmButton
            type="text"
            danger
            icon={<StopOutlined />}
            aria-label={t('travel-routes:actions.deactivate')}
            confirmDescription={t('travel-routes:actions.deactivateHint')}
            onConfirm={() => run(onDeactivate, 'travel-routes:actions.deactivated')}
            data-testid={`${testId}-deactivate`}
          />
        </Tooltip>
      ) : (
        <Tooltip title={t('travel-routes:actions.activate')}>
          <Button
            type="text"
            icon={<CheckCircleOutlined />}
            aria-label={t('travel-routes:actions.activate')}
            onClick={() => void run(onActivate, 'travel-routes:actions.activated')}
            data-testid={`${testId}-activate`}
          />
        </Tooltip>
      )}
    </Space>
  );
};
