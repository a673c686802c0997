import type { UseQueryResult } from '@tanstack/react-query';
import { dayCodeName, formatDecimal, type TMonthGridResponse, type TMonthGridRow } from '@zerg/shared';
import type { TFunction } from 'i18next';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import type { ListState } from '../../../components/use-list-state';
import type { MonthGridFilters } from '../api/get-month-grid';
import { DayCodeCell } from './day-code-cell';
import { DayCodeLegend } from './day-code-legend';

const hours = (minutes: number) =>
  formatDecimal(minutes / 60, i18next.language, { minDecimals: 2, maxDecimals: 2 });

const gridColumns = (t: TFunction, month: string, days: number): DataTableColumn<TMonthGridRow>[] => [
  {
    title: t('attendance-reports:columns.employee'),
    dataIndex: 'employeeName',
    sortKey: 'employeeName',
    fixed: 'left',
    width: 190,
    render: (_: unknown, row) => (
      <div>
        <div>{row.employeeName}</div>
        <div style={{ fontSize: 12, opacity: 0.6 }}>
          {row.documentNumber} · {row.areaName}
        </div>
      </div>
    ),
  },
  {
    title: t('attendance-reports:columns.campus'),
    dataIndex: 'campusName',
    sortKey: 'campusName',
    width: 140,
    secondary: true,
  },
  ...Array.from({ length: days }, (_, i): DataTableColumn<TMonthGridRow> => {
    const date = `${month}-${String(i + 1).padStart(2, '0')}`;
    return {
      title: String(i + 1),
      key: `d${i + 1}`,
      width: 26,
      align: 'center',
      onHeaderCell: () => ({ style: { padding: '8px 2px' } }),
      onCell: () => ({ style: { padding: '6px 2px' } }),
      render: (_: unknown, row) => <DayCodeCell name={dayCodeName(row.codes[i] ?? '-')} date={date} />,
    };
  }),
  {
    title: t('attendance-reports:columns.workedDays'),
    dataIndex: 'workedDays',
    sortKey: 'workedDays',
    align: 'right',
    width: 72,
  },
  {
    title: t('attendance-reports:columns.absences'),
    dataIndex: 'absences',
    sortKey: 'absences',
    align: 'right',
    width: 72,
  },
  // The rest of the month's totals sit in the row's detail on a laptop: the 31 days come first.
  {
    title: t('attendance-reports:columns.justified'),
    dataIndex: 'justified',
    align: 'right',
    width: 90,
    secondary: true,
  },
  {
    title: t('attendance-reports:columns.lateMinutes'),
    dataIndex: 'lateMinutes',
    sortKey: 'lateMinutes',
    align: 'right',
    width: 90,
    secondary: true,
  },
  {
    title: t('attendance-reports:columns.overtime25'),
    key: 'ot25',
    align: 'right',
    width: 90,
    secondary: true,
    render: (_: unknown, row) => hours(row.overtime25Minutes),
  },
  {
    title: t('attendance-reports:columns.overtime35'),
    key: 'ot35',
    align: 'right',
    width: 90,
    secondary: true,
    render: (_: unknown, row) => hours(row.overtime35Minutes),
  },
];

/** The month grid: one row per employee, one coloured letter per day, the month's totals. */
export const MonthGridTable = ({
  list,
  month,
  query,
  filters,
  onExport,
  testId,
  emptyText,
}: {
  list: ListState<MonthGridFilters>;
  month: string;
  query: UseQueryResult<TMonthGridResponse>;
  filters: ReactNode;
  onExport: () => Promise<void>;
  testId: string;
  emptyText?: ReactNode;
}) => {
  const { t } = useTranslation();
  const days =
    query.data?.month === month
      ? query.data.days
      : new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)), 0)).getUTCDate();
  return (
    <>
      <DayCodeLegend />
      <DataTable<TMonthGridRow, MonthGridFilters>
        list={list}
        query={query}
        columns={gridColumns(t, month, days)}
        rowKey="employeeId"
        testId={testId}
        searchPlaceholder={t('attendance-reports:search')}
        filters={filters}
        onExport={onExport}
        emptyText={emptyText}
      />
    </>
  );
};
