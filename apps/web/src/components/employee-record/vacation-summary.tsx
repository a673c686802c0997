import type { TEmployeeVacations, TVacationPeriod } from '@zerg/shared';
import { Card, Descriptions, Empty, Flex, Table, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../status-tag';
import { codeLabel } from './code-label';
import { formatDate, RecordText } from './record-text';

export type VacationSummaryProps = {
  vacations: TEmployeeVacations;
  /** Actions of one period (e.g. cancel a future one). */
  renderPeriodActions?: (period: TVacationPeriod) => ReactNode;
  /** Actions in the periods card title (e.g. "Register"). */
  periodsExtra?: ReactNode;
};

/** The employee's regime, the balance of every service year and the vacation periods. */
export const VacationSummary = ({ vacations, renderPeriodActions, periodsExtra }: VacationSummaryProps) => {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={16} data-testid="vacation-summary">
      <Card size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 3 }}
          items={[
            {
              key: 'regime',
              label: t('employees:fields.laborRegime'),
              children: (
                <RecordText>
                  {vacations.laborRegime && codeLabel(t, 'laborRegime', vacations.laborRegime)}
                </RecordText>
              ),
            },
            {
              key: 'days',
              label: t('employees:vacations.daysPerYear'),
              children: t('employees:view.vacationDays', { days: vacations.daysPerYear }),
            },
            {
              key: 'start',
              label: t('employees:vacations.serviceStart'),
              children: <RecordText>{formatDate(vacations.serviceStart)}</RecordText>,
            },
          ]}
        />
      </Card>

      <Card size="small" title={t('employees:vacations.balances')}>
        {vacations.balances.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('employees:vacations.noBalances')} />
        ) : (
          <Table
            size="small"
            rowKey="serviceYear"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={vacations.balances}
            data-testid="vacation-balances"
            columns={[
              { title: t('employees:fields.serviceYear'), dataIndex: 'serviceYear', align: 'center' },
              {
                title: t('employees:view.period'),
                key: 'range',
                render: (_value, row) => `${formatDate(row.from)} – ${formatDate(row.to)}`,
              },
              { title: t('employees:vacations.entitled'), dataIndex: 'entitled', align: 'right' },
              { title: t('employees:vacations.taken'), dataIndex: 'taken', align: 'right' },
              { title: t('employees:vacations.scheduled'), dataIndex: 'scheduled', align: 'right' },
              {
                title: t('employees:vacations.balance'),
                dataIndex: 'balance',
                align: 'right',
                render: (value: number) => (
                  <Typography.Text strong type={value > 0 ? 'success' : undefined}>
                    {value}
                  </Typography.Text>
                ),
              },
            ]}
          />
        )}
      </Card>

      <Card size="small" title={t('employees:vacations.periods')} extra={periodsExtra}>
        {vacations.periods.length === 0 ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('employees:vacations.noPeriods')}
            data-testid="vacation-periods-empty"
          />
        ) : (
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: 'max-content' }}
            dataSource={vacations.periods}
            data-testid="vacation-periods"
            columns={[
              { title: t('employees:fields.serviceYear'), dataIndex: 'serviceYear', align: 'center' },
              {
                title: t('employees:fields.startDate'),
                dataIndex: 'startDate',
                render: (value: string) => formatDate(value),
              },
              {
                title: t('employees:fields.endDate'),
                dataIndex: 'endDate',
                render: (value: string) => formatDate(value),
              },
              { title: t('employees:vacations.days'), dataIndex: 'days', align: 'right' },
              {
                title: t('employees:vacations.status'),
                dataIndex: 'status',
                render: (value: TVacationPeriod['status']) => <StatusTag status={value} />,
              },
              {
                title: t('employees:fields.notes'),
                dataIndex: 'notes',
                render: (value: string | null) => <RecordText>{value}</RecordText>,
              },
              ...(renderPeriodActions
                ? [
                    {
                      title: t('common:table.actions'),
                      key: 'actions',
                      render: (_v: unknown, row: TVacationPeriod) => renderPeriodActions(row),
                    },
                  ]
                : []),
            ]}
          />
        )}
      </Card>
    </Flex>
  );
};
