import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DayCodeCell } from './day-code-cell';
import { LEGEND_CODES } from './day-codes';

/** What each letter of the grid means. */
export const DayCodeLegend = () => {
  const { t } = useTranslation();
  return (
    <Flex gap={14} wrap data-testid="day-code-legend" style={{ padding: '4px 0 12px' }}>
      {LEGEND_CODES.map((name) => (
        <Flex key={name} gap={6} align="center">
          <DayCodeCell name={name} />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {t(`attendance-reports:status.${name}`)}
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
};
