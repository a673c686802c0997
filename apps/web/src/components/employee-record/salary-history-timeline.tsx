import type { TSalaryHistoryItem } from '@zerg/shared';
import { Empty, Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../lib/format-money';
import { formatDate } from './record-text';

export type SalaryHistoryTimelineProps = { items: readonly TSalaryHistoryItem[] };

/** Every salary the employee has had, newest first, with the reason and who changed it. */
export const SalaryHistoryTimeline = ({ items }: SalaryHistoryTimelineProps) => {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'es';
  if (items.length === 0) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('employees:job.noHistory')} />;
  }
  return (
    <Timeline
      data-testid="salary-history"
      items={items.map((entry, index) => ({
        key: entry.id,
        color: index === 0 ? 'blue' : 'gray',
        content: (
          <Flex vertical gap={2}>
            <Typography.Text strong>
              {entry.oldSalary ? `${formatMoney(entry.oldSalary, entry.currency, lang)} → ` : ''}
              {formatMoney(entry.newSalary, entry.currency, lang)}
            </Typography.Text>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {formatDate(entry.effectiveDate)} · {entry.reason}
              {entry.changedBy ? ` · ${entry.changedBy}` : ''}
            </Typography.Text>
          </Flex>
        ),
      }))}
    />
  );
};
