import type { JournalOrigin } from '@zerg/shared';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const ORIGIN_COLORS: Record<JournalOrigin, string> = {
  manual: 'default',
  treasury: 'blue',
  payroll: 'purple',
  reversal: 'orange',
  settlement: 'cyan',
  provision: 'gold',
  revaluation: 'geekblue',
  reclassification: 'magenta',
  closing: 'red',
  billing: 'green',
};

/** Where an entry was posted from: by hand, a treasury movement, an approved payroll, a reversal, the chart's reclassification… */
export const OriginTag = ({ origin }: { origin: JournalOrigin }) => {
  const { t } = useTranslation();
  return (
    <Tag color={ORIGIN_COLORS[origin]} style={{ marginInlineEnd: 0 }} data-testid={`origin-${origin}`}>
      {t(`bookkeeping-journal:origin.${origin}`)}
    </Tag>
  );
};
