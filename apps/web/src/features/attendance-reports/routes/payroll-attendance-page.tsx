import type { PersonalType } from '@zerg/shared';
import { useTranslation } from 'react-i18next';
import { PAYROLL_ATTENDANCE_TABS, PAYROLL_TABS, RouteTabs } from '../../../components/route-tabs';
import { exportMonthGrid } from '../api/export-month-grid';
import { useMonthGrid } from '../api/get-month-grid';
import { MonthGridTable } from '../components/month-grid-table';
import { MonthPicker } from '../components/month-picker';
import { StaffFilters } from '../components/staff-filters';
import { useMonthGridState } from '../components/use-month-grid-state';

/** HR payroll › Attendance › one staff tab: the month grid of administrative or operations staff. */
const PayrollAttendance = ({ personalType }: { personalType: PersonalType }) => {
  const { t } = useTranslation();
  const { list, month, setMonth, params } = useMonthGridState(personalType);
  const query = useMonthGrid(params);
  return (
    <>
      <RouteTabs tabs={PAYROLL_TABS} />
      <RouteTabs tabs={PAYROLL_ATTENDANCE_TABS} />
      <MonthGridTable
        list={list}
        month={month}
        query={query}
        testId={`attendance-grid-${personalType}`}
        emptyText={list.params.q || list.params.filters ? undefined : t('attendance-reports:emptyMonth')}
        filters={
          <>
            <MonthPicker value={month} onChange={setMonth} />
            <StaffFilters list={list} />
          </>
        }
        onExport={() => exportMonthGrid(params)}
      />
    </>
  );
};

/** /rrhh/payroll/attendance/administrative */
export const AdministrativeAttendancePage = () => <PayrollAttendance personalType="administrative" />;
/** /rrhh/payroll/attendance/operations */
export const OperationsAttendancePage = () => <PayrollAttendance personalType="operations" />;
