import type { TEmployeeSchedule } from '@zerg/shared';
import { Card, Empty, Flex, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format-date';
import { formatDate, RecordText } from './record-text';
import { ScheduleWeek } from './schedule-week';

export type EmployeeScheduleViewProps = {
  schedule: TEmployeeSchedule;
  /** Actions in the title of the schedule in force (e.g. "Edit"). */
  extra?: ReactNode;
};

/** The schedule in force, the ones that start later and the history of changes. */
export const EmployeeScheduleView = ({ schedule, extra }: EmployeeScheduleViewProps) => {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16} data-testid="employee-schedule-view">
      <Card
        size="small"
        title={
          schedule.current
            ? t('employees:schedule.currentSince', { date: formatDate(schedule.current.effectiveFrom) })
            : t('employees:schedule.current')
        }
        extra={extra}
      >
        {schedule.current ? (
          <ScheduleWeek days={schedule.current.days} testId="schedule-current" />
        ) : (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('employees:schedule.noCurrent')}
            data-testid="schedule-empty"
          />
        )}
      </Card>

      {schedule.upcoming.map((upcoming) => (
        <Card
          key={upcoming.id}
          size="small"
          title={t('employees:schedule.upcomingFrom', { date: formatDate(upcoming.effectiveFrom) })}
        >
          <ScheduleWeek days={upcoming.days} testId={`schedule-upcoming-${upcoming.id}`} />
        </Card>
      ))}

      <Card size="small" title={t('employees:schedule.history')}>
        {schedule.history.length === 0 ? (
          <Typography.Text type="secondary">{t('employees:schedule.noHistory')}</Typography.Text>
        ) : (
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={schedule.history}
            columns={[
              {
                title: t('employees:fields.effectiveFrom'),
                dataIndex: 'effectiveFrom',
                render: (value: string) => formatDate(value),
              },
              {
                title: t('employees:schedule.savedAt'),
                dataIndex: 'createdAt',
                render: (value: string) => formatDateTime(value),
              },
              {
                title: t('employees:schedule.savedBy'),
                dataIndex: 'createdBy',
                render: (value: string | null) => <RecordText>{value}</RecordText>,
              },
            ]}
          />
        )}
      </Card>
    </Flex>
  );
};
