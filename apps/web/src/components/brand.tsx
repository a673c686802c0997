import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

export type BrandProps = {
  /** Logo only (collapsed side menu). */
  compact?: boolean;
  size?: number;
};

/** The "Zerg Back Office" logo and name. */
export const Brand = ({ compact = false, size = 32 }: BrandProps) => {
  const { t } = useTranslation();
  return (
    <Flex align="center" gap={10} className="brand">
      <img src="/favicon.svg" alt="" width={size} height={size} style={{ flexShrink: 0 }} />
      {!compact && (
        <Typography.Text strong style={{ fontSize: 17, whiteSpace: 'nowrap' }}>
          {t('common:app.name')}
        </Typography.Text>
      )}
    </Flex>
  );
};
