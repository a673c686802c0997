import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { weekdayName } from '../../lib/weekday-name';
import {
  formatDuration,
  inWeekOrder,
  type ScheduleDayLike,
  weeklyMinutes,
  workedMinutes,
} from './schedule-hours';

export type ScheduleWeekProps = {
  days: readonly ScheduleDayLike[];
  testId?: string;
};

/** One weekly schedule as seven day cells (Monday to Sunday) with the week's total hours. */
export const ScheduleWeek = ({ days, testId = 'schedule-week' }: ScheduleWeekProps) => {
  const { t, i18n } = useTranslation();
  const lang = i18n.resolvedLanguage ?? 'es';
  return (
    <Flex vertical gap={8}>
      <div className="schedule-week" data-testid={testId}>
        {inWeekOrder(days).map((day) => (
          <div
            key={day.weekday}
            className={day.dayOff ? 'schedule-day schedule-day-off' : 'schedule-day'}
            data-testid={`${testId}-day-${day.weekday}`}
          >
            <Typography.Text strong style={{ textTransform: 'capitalize' }}>
              {weekdayName(day.weekday, lang)}
            </Typography.Text>
            {day.dayOff ? (
              <Tag variant="filled" style={{ marginInlineEnd: 0, alignSelf: 'flex-start' }}>
                {t('employees:schedule.dayOff')}
              </Tag>
            ) : (
              <>
                <Typography.Text style={{ fontSize: 16 }}>
                  {day.entryTime} – {day.exitTime}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {day.breakStart && day.breakEnd
                    ? t('employees:schedule.breakRange', { from: day.breakStart, to: day.breakEnd })
                    : t('employees:schedule.noBreak')}
                </Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {formatDuration(workedMinutes(day))}
                </Typography.Text>
              </>
            )}
          </div>
        ))}
      </div>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('employees:schedule.weeklyTotal', { total: formatDuration(weeklyMinutes(days)) })}
      </Typography.Text>
    </Flex>
  );
};
