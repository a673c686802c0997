import { MARK_METHODS, type MarkMethod, type TDetailsRow } from '@zerg/shared';
import { Card, DatePicker, Select, Tag } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BarChart } from '../../../components/charts/bar-chart';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { useListState } from '../../../components/use-list-state';
import { formatDateTime, limaMonth, limaToday } from '../../../lib/format-date';
import { exportDetailsReport } from '../api/export-details-report';
import { type DetailsFilters, type DetailsParams, useDetailsReport } from '../api/get-details-report';
import { ReportTabs } from '../components/report-tabs';
import { StaffFilters } from '../components/staff-filters';

const METHOD_COLORS: Record<MarkMethod, string> = {
  self_qr: '#7367f0',
  kiosk_scan: '#00cfe8',
  manual: '#ff9f43',
};

const time = (iso: string, lang: string) => `${formatDateTime(iso, lang)}:${iso.slice(17, 19)}`;

/** Reports › Details: every mark of a range, how and by whom it was recorded, superseded ones struck. */
export const DetailsReportPage = () => {
  const { t, i18n } = useTranslation();
  const list = useListState<DetailsFilters>({ sortBy: 'markedAt', sortDesc: true });
  const [range, setRange] = useState<[string, string]>([`${limaMonth()}-01`, limaToday()]);
  const params: DetailsParams = { ...list.params, from: range[0], to: range[1] };
  const query = useDetailsReport(params);
  const chart = query.data?.chart ?? [];

  const columns: DataTableColumn<TDetailsRow>[] = [
    {
      title: t('attendance-reports:columns.markedAt'),
      dataIndex: 'markedAt',
      sortKey: 'markedAt',
      render: (_: unknown, row) => (
        <span style={row.superseded ? { textDecoration: 'line-through', opacity: 0.6 } : undefined}>
          {time(row.markedAt, i18n.language)}
        </span>
      ),
    },
    {
      title: t('attendance-reports:columns.employee'),
      dataIndex: 'employeeName',
      sortKey: 'employeeName',
      render: (_: unknown, row) => (
        <div>
          <div>{row.employeeName}</div>
          <div style={{ fontSize: 12, opacity: 0.6 }}>{row.areaName}</div>
        </div>
      ),
    },
    {
      title: t('attendance-reports:columns.kind'),
      dataIndex: 'kind',
      render: (_: unknown, row) => t(`attendance-reports:kinds.${row.kind}`),
    },
    {
      title: t('attendance-reports:columns.method'),
      dataIndex: 'method',
      render: (_: unknown, row) => (
        <Tag color={METHOD_COLORS[row.method]}>{t(`attendance-reports:methods.${row.method}`)}</Tag>
      ),
    },
    { title: t('attendance-reports:columns.campus'), dataIndex: 'campusName' },
    { title: t('attendance-reports:columns.device'), dataIndex: 'device' },
    { title: t('attendance-reports:columns.recordedBy'), dataIndex: 'recordedByName' },
    { title: t('attendance-reports:columns.reason'), dataIndex: 'reason' },
    {
      title: t('attendance-reports:columns.state'),
      key: 'state',
      render: (_: unknown, row) =>
        row.superseded ? (
          <Tag data-testid="mark-superseded">{t('attendance-reports:superseded')}</Tag>
        ) : row.supersedesId ? (
          <Tag color="orange">{t('attendance-reports:correction')}</Tag>
        ) : null,
    },
  ];

  return (
    <>
      <ReportTabs />
      <Card size="small" title={t('attendance-reports:charts.perMethod')} style={{ marginBottom: 16 }}>
        <BarChart
          testId="chart-per-method"
          title={t('attendance-reports:charts.perMethod')}
          categories={chart.map((d) => d.date.slice(5))}
          series={MARK_METHODS.map((method) => ({
            key: method,
            label: t(`attendance-reports:methods.${method}`),
            color: METHOD_COLORS[method],
            values: chart.map((d) => d[method]),
          }))}
        />
      </Card>
      <DataTable<TDetailsRow, DetailsFilters>
        list={list}
        query={query}
        columns={columns}
        rowKey="id"
        testId="report-details"
        searchPlaceholder={t('attendance-reports:search')}
        filters={
          <>
            <DatePicker.RangePicker
              allowClear={false}
              value={[dayjs(range[0]), dayjs(range[1])]}
              onChange={(dates) => {
                if (!dates?.[0] || !dates[1]) return;
                setRange([dates[0].format('YYYY-MM-DD'), dates[1].format('YYYY-MM-DD')]);
                list.setPage(1, list.params.perPage);
              }}
              disabledDate={(d) => d.isAfter(dayjs().add(1, 'year'))}
              data-testid="filter-range"
            />
            <Select<MarkMethod>
              allowClear
              placeholder={t('attendance-reports:filters.method')}
              value={list.filters.method}
              onChange={(value) => list.setFilter('method', value)}
              options={MARK_METHODS.map((m) => ({ value: m, label: t(`attendance-reports:methods.${m}`) }))}
              style={{ width: 170 }}
              data-testid="filter-method"
            />
            <StaffFilters list={list} />
          </>
        }
        onExport={() => exportDetailsReport(params)}
      />
    </>
  );
};
