import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const LEVEL_COLORS = ['', 'magenta', 'blue', 'cyan', 'geekblue', 'purple'] as const;

/** The PCGE's name for the account's level: element, account, sub-account, divisionary… */
export const levelKey = (depth: number): string => `accounting-accounts:level.${Math.min(depth, 5)}`;

export const AccountLevelTag = ({ depth }: { depth: number }) => {
  const { t } = useTranslation();
  return (
    <Tag color={LEVEL_COLORS[Math.min(depth, 5)]} variant="outlined" style={{ marginInlineEnd: 0 }}>
      {t(levelKey(depth))}
    </Tag>
  );
};

/** Seeded from the PCGE, or the company's own. */
export const AccountOriginTag = ({ system }: { system: boolean }) => {
  const { t } = useTranslation();
  return system ? (
    <Tag color="gold" style={{ marginInlineEnd: 0 }}>
      {t('accounting-accounts:origin.system')}
    </Tag>
  ) : (
    <Tag color="green" style={{ marginInlineEnd: 0 }}>
      {t('accounting-accounts:origin.own')}
    </Tag>
  );
};
