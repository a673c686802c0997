import { MAX_AXLES, MIN_AXLES, type TTollCost } from '@zerg/shared';
import { Alert, Flex, Form, Select, Spin, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput } from '../../../components/date-input';
import { ErrorState } from '../../../components/error-state';
import { limaToday } from '../../../lib/format-date';
import { useTollCost } from '../api/get-toll-cost';

const AXLES = Array.from({ length: MAX_AXLES - MIN_AXLES + 1 }, (_, i) => MIN_AXLES + i);
type Line = TTollCost['lines'][number];

/** The tolls a trip on the route pays for an axle count on a day, booth by booth. */
export const TollCostPanel = ({ routeId }: { routeId: number }) => {
  const { t } = useTranslation();
  const [axles, setAxles] = useState(5);
  const [date, setDate] = useState<string>(limaToday());
  const cost = useTollCost({ routeId, axles, date });
  return (
    <Flex vertical gap={16} data-testid="toll-cost">
      <Flex gap={16} wrap align="end">
        <Form.Item label={t('travel-routes:fares.axles')} style={{ marginBottom: 0 }}>
          <Select
            value={axles}
            onChange={setAxles}
            options={AXLES.map((a) => ({ value: a, label: a }))}
            style={{ width: 90 }}
            data-testid="toll-cost-axles"
          />
        </Form.Item>
        <Form.Item label={t('travel-routes:cost.date')} style={{ marginBottom: 0 }}>
          <DateInput
            value={date}
            allowClear={false}
            onChange={(v) => v && setDate(v)}
            style={{ width: 160 }}
            data-testid="toll-cost-date"
          />
        </Form.Item>
        {cost.data && (
          <Statistic
            title={t('travel-routes:cost.total')}
            value={cost.data.total}
            prefix="S/"
            valueStyle={{ fontVariantNumeric: 'tabular-nums' }}
            data-testid="toll-cost-total"
          />
        )}
      </Flex>
      {cost.isError && <ErrorState error={cost.error} onRetry={() => void cost.refetch()} />}
      {cost.isPending && <Spin />}
      {cost.data && !cost.data.complete && (
        <Alert
          type="warning"
          showIcon
          data-testid="toll-cost-missing"
          title={t('travel-routes:cost.incomplete', {
            names: cost.data.missing.map((m) => m.name).join(', '),
          })}
        />
      )}
      {cost.data && (
        <Table<Line>
          size="small"
          rowKey="tollId"
          pagination={false}
          dataSource={cost.data.lines}
          locale={{ emptyText: t('travel-routes:cost.noTolls') }}
          columns={[
            { title: '#', key: 'n', width: 40, render: (_: unknown, __: Line, i: number) => i + 1 },
            { title: t('travel-routes:tolls.name'), dataIndex: 'name' },
            { title: t('travel-routes:tolls.road'), dataIndex: 'road' },
            {
              title: t('travel-routes:cost.validity'),
              key: 'validity',
              render: (_: unknown, line) =>
                line.validFrom
                  ? `${line.validFrom} → ${line.validTo ?? t('travel-routes:fares.openEnded')}`
                  : '',
            },
            {
              title: t('travel-routes:fares.amount'),
              dataIndex: 'amount',
              align: 'right',
              render: (amount: string | null) =>
                amount ? (
                  `S/ ${amount}`
                ) : (
                  <Typography.Text type="warning">{t('travel-routes:tolls.noFare')}</Typography.Text>
                ),
            },
          ]}
        />
      )}
    </Flex>
  );
};
