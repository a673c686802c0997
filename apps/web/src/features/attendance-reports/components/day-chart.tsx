import type { TDayCounts } from '@zerg/shared';
import { Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/charts/bar-chart';
import { DAY_CODE_COLORS } from './day-codes';

/** Per day of the month: how many of the filtered people were present, late, absent, on leave, remote. */
export const DayChart = ({ chart }: { chart: readonly TDayCounts[] }) => {
  const { t } = useTranslation();
  const pick = (key: keyof Omit<TDayCounts, 'date'>) => chart.map((d) => d[key]);
  return (
    <Card size="small" title={t('attendance-reports:charts.perDay')} style={{ marginBottom: 16 }}>
      <BarChart
        testId="chart-per-day"
        title={t('attendance-reports:charts.perDay')}
        categories={chart.map((d) => String(Number(d.date.slice(8, 10))))}
        series={[
          {
            key: 'present',
            label: t('attendance-reports:status.marked'),
            color: DAY_CODE_COLORS.marked,
            values: pick('present'),
          },
          {
            key: 'late',
            label: t('attendance-reports:status.late'),
            color: DAY_CODE_COLORS.late,
            values: pick('late'),
          },
          {
            key: 'absent',
            label: t('attendance-reports:status.unmarked'),
            color: DAY_CODE_COLORS.unmarked,
            values: pick('absent'),
          },
          {
            key: 'leave',
            label: t('attendance-reports:charts.leave'),
            color: DAY_CODE_COLORS.vacation,
            values: pick('leave'),
          },
          {
            key: 'remote',
            label: t('attendance-reports:status.remote'),
            color: DAY_CODE_COLORS.remote,
            values: pick('remote'),
          },
        ]}
      />
    </Card>
  );
};
