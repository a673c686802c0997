import type { PersonalType, TPayrollRun } from '@zerg/shared';
import { Button, Card, Progress, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AreaLimitedNotice } from '../../../components/area-limited-notice';
import { PAYROLL_TABS, RouteTabs } from '../../../components/route-tabs';
import { formatMoney } from '../../../lib/format-money';
import { useAreaLimited } from '../../../lib/use-area-limited';
import { usePayrollRuns } from '../api/get-payroll-runs';
import { NewRunModal } from '../components/new-run-modal';

const STAFF_TABS = [
  {
    path: '/rrhh/payroll/payments/administrative',
    labelKey: 'payroll-payments:administrative',
    testId: 'tab-payments-administrative',
  },
  {
    path: '/rrhh/payroll/payments/operations',
    labelKey: 'payroll-payments:operations',
    testId: 'tab-payments-operations',
  },
] as const;

export const STATE_COLORS = {
  registered: 'blue',
  approved: 'gold',
  paid: 'green',
  canceled: 'default',
} as const;

const PayrollRunsPage = ({ personalType }: { personalType: PersonalType }) => {
  const { t, i18n } = useTranslation('payroll-payments');
  const [page, setPage] = useState(1);
  const [adding, setAdding] = useState(false);
  const runs = usePayrollRuns({ page, perPage: 20, filters: { personalType } });
  const areaLimited = useAreaLimited();
  return (
    <>
      <RouteTabs tabs={PAYROLL_TABS} />
      <RouteTabs tabs={STAFF_TABS} />
      <Card
        title={t(personalType === 'administrative' ? 'administrativeTitle' : 'operationsTitle')}
        extra={
          !areaLimited && (
            <Button type="primary" data-testid="new-run" onClick={() => setAdding(true)}>
              {t('newRun')}
            </Button>
          )
        }
      >
        <AreaLimitedNotice />
        <Table<TPayrollRun>
          rowKey="id"
          loading={runs.isLoading}
          dataSource={runs.data?.data ?? []}
          locale={{ emptyText: t('empty') }}
          pagination={{ current: page, pageSize: 20, total: runs.data?.total ?? 0, onChange: setPage }}
          columns={[
            {
              title: t('period'),
              render: (_, r) => (
                <Link
                  to={`/rrhh/payroll/payments/run/${r.id}`}
                  data-testid={`run-${r.year}-${r.month}`}
                >{`${r.year}-${String(r.month).padStart(2, '0')}`}</Link>
              ),
            },
            { title: t('company'), dataIndex: 'companyName' },
            { title: t('kind'), render: (_, r) => t(`kinds.${r.kind}`) },
            {
              title: t('state'),
              render: (_, r) => <Tag color={STATE_COLORS[r.state]}>{t(`states.${r.state}`)}</Tag>,
            },
            {
              title: t('progress'),
              render: (_, r) =>
                r.job === 'done' ? (
                  t('workers', { count: r.employeeCount })
                ) : r.job === 'failed' ? (
                  <Tag color="red">{r.error}</Tag>
                ) : (
                  <Progress
                    percent={r.total ? Math.round((r.progress / r.total) * 100) : 0}
                    size="small"
                    status="active"
                  />
                ),
            },
            {
              title: t('net'),
              dataIndex: 'net',
              align: 'right',
              render: (v: string) => formatMoney(v, 'PEN', i18n.language),
            },
          ]}
        />
      </Card>
      {adding && <NewRunModal personalType={personalType} onClose={() => setAdding(false)} />}
    </>
  );
};

export const AdministrativePayrollPage = () => <PayrollRunsPage personalType="administrative" />;
export const OperationsPayrollPage = () => <PayrollRunsPage personalType="operations" />;
