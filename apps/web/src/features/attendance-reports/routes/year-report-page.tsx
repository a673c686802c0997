import type { TYearRow } from '@zerg/shared';
import { Card, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/charts/bar-chart';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useListState } from '../../../components/use-list-state';
import { exportYearReport } from '../api/export-year-report';
import { useYearReport, type YearFilters, type YearParams } from '../api/get-year-report';
import { DAY_CODE_COLORS } from '../components/day-codes';
import { ReportTabs } from '../components/report-tabs';
import { StaffFilters } from '../components/staff-filters';

const monthName = (month: number, lang: string) =>
  new Intl.DateTimeFormat(lang, { month: 'short', timeZone: 'UTC' }).format(
    new Date(Date.UTC(2026, month - 1, 1)),
  );

/** Reports › Year: per employee and month, days worked (absences and minutes late beneath). */
export const YearReportPage = () => {
  const { t, i18n } = useTranslation();
  const list = useListState<YearFilters>({ sortBy: 'employeeName' });
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const params: YearParams = { ...list.params, year };
  const query = useYearReport(params);
  const chart = query.data?.chart ?? [];

  const columns: DataTableColumn<TYearRow>[] = [
    {
      title: t('attendance-reports:columns.employee'),
      dataIndex: 'employeeName',
      sortKey: 'employeeName',
      fixed: 'left',
      width: 220,
      render: (_: unknown, row) => (
        <div>
          <div>{row.employeeName}</div>
          <div style={{ fontSize: 12, opacity: 0.6 }}>{row.areaName}</div>
        </div>
      ),
    },
    ...Array.from(
      { length: 12 },
      (_, i): DataTableColumn<TYearRow> => ({
        title: monthName(i + 1, i18n.language),
        key: `m${i + 1}`,
        align: 'center',
        width: 64,
        render: (_: unknown, row) => (
          <div style={{ lineHeight: 1.2 }}>
            <div>{row.workedDays[i] ?? 0}</div>
            {(row.absences[i] ?? 0) > 0 && (
              <div style={{ fontSize: 11, color: DAY_CODE_COLORS.unmarked }}>−{row.absences[i]}</div>
            )}
            {(row.lateMinutes[i] ?? 0) > 0 && (
              <div style={{ fontSize: 11, color: DAY_CODE_COLORS.late }}>{row.lateMinutes[i]}′</div>
            )}
          </div>
        ),
      }),
    ),
    {
      title: t('attendance-reports:columns.workedDays'),
      dataIndex: 'totalWorkedDays',
      sortKey: 'workedDays',
      align: 'right',
    },
    {
      title: t('attendance-reports:columns.absences'),
      dataIndex: 'totalAbsences',
      sortKey: 'absences',
      align: 'right',
    },
    {
      title: t('attendance-reports:columns.lateMinutes'),
      dataIndex: 'totalLateMinutes',
      sortKey: 'lateMinutes',
      align: 'right',
    },
  ];

  return (
    <>
      <ReportTabs />
      <Card size="small" title={t('attendance-reports:charts.perMonth')} style={{ marginBottom: 16 }}>
        <BarChart
          testId="chart-per-month"
          stacked={false}
          title={t('attendance-reports:charts.perMonth')}
          categories={chart.map((m) => monthName(m.month, i18n.language))}
          series={[
            {
              key: 'worked',
              label: t('attendance-reports:columns.workedDays'),
              color: DAY_CODE_COLORS.marked,
              values: chart.map((m) => m.workedDays),
            },
            {
              key: 'absences',
              label: t('attendance-reports:columns.absences'),
              color: DAY_CODE_COLORS.unmarked,
              values: chart.map((m) => m.absences),
            },
            {
              key: 'justified',
              label: t('attendance-reports:columns.justified'),
              color: DAY_CODE_COLORS.justified,
              values: chart.map((m) => m.justified),
            },
          ]}
        />
      </Card>
      <DataTable<TYearRow, YearFilters>
        list={list}
        query={query}
        columns={columns}
        rowKey="employeeId"
        testId="report-year"
        searchPlaceholder={t('attendance-reports:search')}
        filters={
          <>
            <Select<number>
              value={year}
              onChange={(value) => {
                setYear(value);
                list.setPage(1, list.params.perPage);
              }}
              options={Array.from({ length: 6 }, (_, i) => ({
                value: thisYear - i,
                label: String(thisYear - i),
              }))}
              style={{ width: 110 }}
              aria-label={t('attendance-reports:filters.year')}
              data-testid="filter-year"
            />
            <StaffFilters list={list} />
          </>
        }
        onExport={() => exportYearReport(params)}
      />
    </>
  );
};
