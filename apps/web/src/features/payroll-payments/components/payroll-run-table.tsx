import { PlusOutlined } from '@ant-design/icons';
import {
  PAYROLL_RUN_KINDS,
  PAYROLL_STATES,
  type PayrollRunKind,
  type PayrollState,
  type PersonalType,
  type TPayrollRun,
} from '@zerg/shared';
import { Button, DatePicker, Select } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { useListState } from '../../../components/use-list-state';
import { useAreaLimited } from '../../../lib/use-area-limited';
import { type PayrollRunFilters, usePayrollRuns } from '../api/get-payroll-runs';
import { NewRunModal } from './new-run-modal';
import { payrollRunColumns } from './payroll-run-columns';

/** One staff's payroll runs: server-paged, searched by company, sorted, filtered by kind, state and month. */
export const PayrollRunTable = ({ personalType }: { personalType: PersonalType }) => {
  const { t, i18n } = useTranslation();
  const list = useListState<PayrollRunFilters>({ sortBy: 'period', sortDesc: true });
  const runs = usePayrollRuns({ ...list.params, personalType });
  const areaLimited = useAreaLimited();
  const [adding, setAdding] = useState(false);
  const filtering = Boolean(list.params.q) || Object.keys(list.params.filters ?? {}).length > 0;
  return (
    <>
      <DataTable<TPayrollRun, PayrollRunFilters>
        list={list}
        // The list polls while a run computes: only a new page or filter shows the spinner.
        query={{ ...runs, isFetching: runs.isPlaceholderData }}
        columns={payrollRunColumns(t, i18n.resolvedLanguage ?? 'es')}
        rowKey="id"
        testId="payroll-run-table"
        searchPlaceholder={t('payroll-payments:searchRuns')}
        emptyText={filtering ? undefined : t('payroll-payments:empty')}
        filters={
          <>
            <Select<PayrollRunKind>
              allowClear
              placeholder={t('payroll-payments:kind')}
              value={list.filters.kind}
              onChange={(value) => list.setFilter('kind', value)}
              options={PAYROLL_RUN_KINDS.map((v) => ({ value: v, label: t(`payroll-payments:kinds.${v}`) }))}
              style={{ width: 160 }}
              data-testid="filter-kind"
            />
            <Select<PayrollState>
              allowClear
              placeholder={t('payroll-payments:state')}
              value={list.filters.state}
              onChange={(value) => list.setFilter('state', value)}
              options={PAYROLL_STATES.map((v) => ({ value: v, label: t(`payroll-payments:states.${v}`) }))}
              style={{ width: 150 }}
              data-testid="filter-state"
            />
            <DatePicker
              picker="month"
              format="MM/YYYY"
              placeholder={t('payroll-payments:period')}
              value={list.filters.period ? dayjs(`${list.filters.period}-01`) : null}
              onChange={(d) => list.setFilter('period', d ? d.format('YYYY-MM') : undefined)}
              data-testid="filter-period"
            />
          </>
        }
        actions={
          !areaLimited && (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              data-testid="new-run"
              onClick={() => setAdding(true)}
            >
              {t('payroll-payments:newRun')}
            </Button>
          )
        }
      />
      {adding && <NewRunModal personalType={personalType} onClose={() => setAdding(false)} />}
    </>
  );
};
