import type { TPayrollVacationRow } from '@zerg/shared';
import { Alert, Select, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { PAYROLL_TABS, RouteTabs } from '../../../components/route-tabs';
import { useListState } from '../../../components/use-list-state';
import { formatDate } from '../../../lib/format-date';
import { useAreas } from '../../../reference-data/get-areas';
import { useCompanies } from '../../../reference-data/get-companies';
import { exportPayrollVacations } from '../api/export-payroll-vacations';
import { type PayrollVacationFilters, usePayrollVacations } from '../api/get-payroll-vacations';

/** /rrhh/payroll/vacations: every active employee's vacation balance and next period. */
export const PayrollVacationsPage = () => {
  const { t } = useTranslation();
  const list = useListState<PayrollVacationFilters>({ sortBy: 'name' });
  const rows = usePayrollVacations(list.params);
  const companies = useCompanies();
  const areas = useAreas();
  const day = (v: string | null) => (v ? formatDate(v) : '');

  const columns: DataTableColumn<TPayrollVacationRow>[] = [
    {
      title: t('payroll-vacations:employee'),
      dataIndex: 'name',
      sortKey: 'name',
      render: (name: string, row) => (
        <>
          {name}
          <br />
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.documentNumber} · {row.areaName ?? '—'}
          </Typography.Text>
        </>
      ),
    },
    {
      title: t('payroll-vacations:company'),
      dataIndex: 'companyName',
      render: (v: string | null) => v ?? '—',
    },
    { title: t('payroll-vacations:serviceStart'), dataIndex: 'serviceStart', render: day },
    { title: t('payroll-vacations:earned'), dataIndex: 'earned', sortKey: 'earned', align: 'right' },
    { title: t('payroll-vacations:taken'), dataIndex: 'taken', sortKey: 'taken', align: 'right' },
    { title: t('payroll-vacations:scheduled'), dataIndex: 'scheduled', sortKey: 'scheduled', align: 'right' },
    {
      title: t('payroll-vacations:balance'),
      dataIndex: 'balance',
      sortKey: 'balance',
      align: 'right',
      render: (v: number) => <Tag color={v > 30 ? 'orange' : v > 0 ? 'green' : 'default'}>{v}</Tag>,
    },
    {
      title: t('payroll-vacations:next'),
      dataIndex: 'nextStart',
      sortKey: 'nextStart',
      render: (_v, row) =>
        row.nextStart ? (
          `${day(row.nextStart)} – ${day(row.nextEnd)}`
        ) : (
          <Typography.Text type="secondary">{t('payroll-vacations:none')}</Typography.Text>
        ),
    },
  ];

  return (
    <>
      <RouteTabs tabs={PAYROLL_TABS} />
      <Alert type="info" showIcon message={t('payroll-vacations:help')} style={{ marginBottom: 12 }} />
      <DataTable<TPayrollVacationRow, PayrollVacationFilters>
        list={list}
        query={rows}
        columns={columns}
        rowKey="employeeId"
        testId="payroll-vacations-table"
        searchPlaceholder={t('payroll-vacations:search')}
        emptyText={t('payroll-vacations:empty')}
        filters={
          <>
            <Select<number>
              allowClear
              placeholder={t('payroll-vacations:company')}
              value={list.filters.companyId}
              onChange={(value) => list.setFilter('companyId', value)}
              options={(companies.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              style={{ width: 220 }}
            />
            <Select<number>
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('payroll-vacations:area')}
              value={list.filters.areaId}
              onChange={(value) => list.setFilter('areaId', value)}
              options={(areas.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
              style={{ width: 180 }}
            />
            <Select<'administrative' | 'operations'>
              allowClear
              placeholder={t('payroll-vacations:personalType')}
              value={list.filters.personalType}
              onChange={(value) => list.setFilter('personalType', value)}
              options={[
                { value: 'administrative', label: t('payroll-vacations:administrative') },
                { value: 'operations', label: t('payroll-vacations:operations') },
              ]}
              style={{ width: 170 }}
            />
          </>
        }
        onExport={() => exportPayrollVacations(list.params)}
      />
    </>
  );
};
