import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { exportDepartmentReport } from '../api/export-department-report';
import { type Department, useDepartmentReport } from '../api/get-department-report';
import { DayChart } from '../components/day-chart';
import { MonthGridTable } from '../components/month-grid-table';
import { MonthPicker } from '../components/month-picker';
import { StaffFilters } from '../components/staff-filters';
import { useMonthGridState } from '../components/use-month-grid-state';

/** A department's attendance report: the monthly grid of the areas Settings grants its section. */
const DepartmentReport = ({ department }: { department: Department }) => {
  const { t } = useTranslation();
  const { list, month, setMonth, params } = useMonthGridState();
  const query = useDepartmentReport(department, params);
  const areas = query.data?.areas;
  return (
    <>
      {areas && areas.length === 0 && (
        <Alert
          type="info"
          showIcon
          message={t('attendance-reports:department.noAreas')}
          style={{ marginBottom: 16 }}
        />
      )}
      {query.data?.chart && <DayChart chart={query.data.chart} />}
      <MonthGridTable
        list={list}
        month={month}
        query={query}
        testId={`report-${department}`}
        filters={
          <>
            <MonthPicker value={month} onChange={setMonth} />
            <StaffFilters list={list} areas={areas ?? []} />
          </>
        }
        onExport={() => exportDepartmentReport(department, params)}
      />
    </>
  );
};

export const TreasuryAttendancePage = () => <DepartmentReport department="treasury" />;
export const BookkeepingAttendancePage = () => <DepartmentReport department="bookkeeping" />;
export const WorkshopAttendancePage = () => <DepartmentReport department="workshop" />;
export const OperationsAttendanceReportPage = () => <DepartmentReport department="operations" />;
