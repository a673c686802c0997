import { Button, Flex, type FlexProps } from 'antd';
import { useTranslation } from 'react-i18next';

export type EditActionsProps = {
  onCancel: () => void;
  onSave: () => void;
  saving: boolean;
  /** Test ids become `<prefix>-cancel` and `<prefix>-save`. */
  testIdPrefix: string;
  justify?: FlexProps['justify'];
  className?: string;
};

/** Cancel and Save of a form shown in place of a read-only view. */
export const EditActions = ({
  onCancel,
  onSave,
  saving,
  testIdPrefix,
  justify,
  className,
}: EditActionsProps) => {
  const { t } = useTranslation();
  return (
    <Flex justify={justify} gap={12} className={className}>
      <Button onClick={onCancel} data-testid={`${testIdPrefix}-cancel`}>
        {t('common:actions.cancel')}
      </Button>
      <Button type="primary" loading={saving} onClick={onSave} data-testid={`${testIdPrefix}-save`}>
        {t('common:actions.save')}
      </Button>
    </Flex>
  );
};
