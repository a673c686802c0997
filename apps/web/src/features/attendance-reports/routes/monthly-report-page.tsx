import { exportMonthlyReport } from '../api/export-monthly-report';
import { useMonthlyReport } from '../api/get-monthly-report';
import { DayChart } from '../components/day-chart';
import { MonthGridTable } from '../components/month-grid-table';
import { MonthPicker } from '../components/month-picker';
import { ReportTabs } from '../components/report-tabs';
import { StaffFilters } from '../components/staff-filters';
import { useMonthGridState } from '../components/use-month-grid-state';

/** Reports › Monthly: the grid of every visible employee with the month's chart. */
export const MonthlyReportPage = () => {
  const { list, month, setMonth, params } = useMonthGridState();
  const query = useMonthlyReport(params);
  return (
    <>
      <ReportTabs />
      {query.data?.chart && <DayChart chart={query.data.chart} />}
      <MonthGridTable
        list={list}
        month={month}
        query={query}
        testId="report-monthly"
        filters={
          <>
            <MonthPicker value={month} onChange={setMonth} />
            <StaffFilters list={list} />
          </>
        }
        onExport={() => exportMonthlyReport(params)}
      />
    </>
  );
};
