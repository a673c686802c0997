import type { HolidayKind } from '@zerg/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

export const KIND_COLORS: Record<HolidayKind, string> = {
  national: 'red',
  company: 'purple',
  non_working: 'gold',
};

/** National, company or non-working day, in its colour (the same in the year calendar). */
export const HolidayKindTag = ({ kind }: { kind: HolidayKind }) => {
  const { t } = useTranslation();
  return (
    <Tag color={KIND_COLORS[kind]} variant="filled" style={{ marginInlineEnd: 0 }} data-kind={kind}>
      {t(`payroll-settings:kinds.${kind}`)}
    </Tag>
  );
};
