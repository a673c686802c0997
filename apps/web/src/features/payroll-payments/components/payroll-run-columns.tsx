import type { TPayrollRun } from '@zerg/shared';
import { Progress, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/data-table';
import { formatMoney } from '../../../lib/format-money';
import { monthHeading } from '../../../lib/month-heading';

export const STATE_COLORS = {
  registered: 'blue',
  approved: 'gold',
  paid: 'green',
  canceled: 'default',
} as const;

/** The columns of the runs list: the period opens the run. */
export const payrollRunColumns = (t: TFunction, lang: string): DataTableColumn<TPayrollRun>[] => [
  {
    title: t('payroll-payments:period'),
    sortKey: 'period',
    render: (_, r) => (
      <Link to={`/rrhh/payroll/payments/run/${r.id}`} data-testid={`run-${r.year}-${r.month}`}>
        {monthHeading(r.year, r.month, lang)}
      </Link>
    ),
  },
  { title: t('payroll-payments:company'), dataIndex: 'companyName' },
  { title: t('payroll-payments:kind'), render: (_, r) => t(`payroll-payments:kinds.${r.kind}`) },
  {
    title: t('payroll-payments:state'),
    sortKey: 'state',
    render: (_, r) => <Tag color={STATE_COLORS[r.state]}>{t(`payroll-payments:states.${r.state}`)}</Tag>,
  },
  {
    title: t('payroll-payments:progress'),
    secondary: 'phone',
    render: (_, r) =>
      r.job === 'done' ? (
        t('payroll-payments:workers', { count: r.employeeCount })
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
    title: t('payroll-payments:net'),
    dataIndex: 'net',
    sortKey: 'net',
    align: 'right',
    render: (v: string) => formatMoney(v, 'PEN', lang),
  },
];
