import type { TPayrollRegime } from '@zerg/shared';
import { Alert, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { formatPercent } from '../../../lib/percent';
import { usePayrollRegimes } from '../api/get-payroll-regimes';

/** Payroll settings › Labor Regime: what each regime gives, read from the engine; law, not settings. */
export const RegimesTab = () => {
  const { t } = useTranslation();
  const regimes = usePayrollRegimes();
  if (regimes.isError) return <ErrorState error={regimes.error} onRetry={() => void regimes.refetch()} />;
  return (
    <>
      <Alert type="info" showIcon message={t('payroll-settings:regimes.help')} style={{ marginBottom: 16 }} />
      <Table<TPayrollRegime>
        rowKey="code"
        loading={regimes.isPending}
        dataSource={regimes.data?.data ?? []}
        pagination={false}
        data-testid="regimes-table"
        columns={[
          { title: t('payroll-settings:regimes.regime'), dataIndex: 'name' },
          {
            title: t('payroll-settings:regimes.cts'),
            dataIndex: 'ctsShare',
            align: 'right',
            render: formatPercent,
          },
          {
            title: t('payroll-settings:regimes.gratificacion'),
            dataIndex: 'gratificacionShare',
            align: 'right',
            render: formatPercent,
          },
          {
            title: t('payroll-settings:regimes.vacationDays'),
            dataIndex: 'vacationDaysPerYear',
            align: 'right',
          },
          {
            title: t('payroll-settings:regimes.health'),
            dataIndex: 'health',
            render: (h: string) => t(`payroll-settings:regimes.health_${h}`),
          },
          {
            title: t('payroll-settings:regimes.dismissal'),
            key: 'dismissal',
            render: (_v, r) =>
              t('payroll-settings:regimes.dismissalValue', {
                days: r.dismissalDaysPerYear,
                cap: r.dismissalCapDays,
              }),
          },
          { title: t('payroll-settings:regimes.employees'), dataIndex: 'activeEmployees', align: 'right' },
        ]}
      />
    </>
  );
};
