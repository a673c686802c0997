import { SECTION_IDS } from '@zerg/shared';
import { Button, Card, Flex, Result, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { useEmployeeInformation } from '../../../components/employee-record/api/get-employee-information';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { RecordHistory } from '../../../components/record-history/record-history';
import { isApiError } from '../../../lib/api-error';
import { employeeRecordKey } from '../../../lib/query-keys';
import { useSession } from '../../../lib/use-session';
import { BasicInfoTab } from '../components/basic-info-tab';
import { EmployeeHeader } from '../components/employee-header';
import { FilesTab } from '../components/files-tab';
import { IncomeCertificatesTab } from '../components/income-certificates-tab';
import { JobTab } from '../components/job-tab';
import { OpeningBalancesTab } from '../components/opening-balances-tab';
import { PayslipsTab } from '../components/payslips-tab';
import { ScheduleTab } from '../components/schedule-tab';
import { VacationsTab } from '../components/vacations-tab';
import { EMPLOYEE_PATHS } from '../screens';

/**
 * The tabs of the record (SPEC §2), in order; the open one is kept in `?tab=`. The payslips only
 * for payroll holders (section 14), who alone may read another worker's payslips.
 */
export const RECORD_TABS = [
  'basic',
  'files',
  'job',
  'schedule',
  'vacations',
  'prior-income',
  'opening-balances',
  'payslips',
  'history',
] as const;
export type RecordTab = (typeof RECORD_TABS)[number];

/** The record's own field labels, then its form's. */
const EMPLOYEE_LABELS = [
  { ns: 'employees', under: 'fields' },
  { ns: 'employees', under: 'columns' },
] as const;

const isRecordTab = (value: string | null, payroll: boolean): value is RecordTab =>
  value !== null && (RECORD_TABS as readonly string[]).includes(value) && (payroll || value !== 'payslips');

/** /rrhh/employees/information/:id: the employee's header and the tabs of their record. */
export const EmployeeInformationPage = () => {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const params = useParams();
  const [search, setSearch] = useSearchParams();
  const id = Number(params.id);
  const validId = Number.isInteger(id) && id > 0;
  const info = useEmployeeInformation(validId ? id : 0);
  const tabParam = search.get('tab');
  const payroll = (useSession().sections ?? []).includes(SECTION_IDS.PAYROLL);
  const tab: RecordTab = isRecordTab(tabParam, payroll) ? tabParam : 'basic';

  const back = (
    <Button type="primary" onClick={() => void navigate(EMPLOYEE_PATHS.list)} data-testid="employee-back">
      {t('employees:record.backToList')}
    </Button>
  );

  // Unknown, or someone outside the user's area: the server answers both with the same 404.
  if (!validId || (isApiError(info.error) && info.error.status === 404)) {
    return (
      <Result
        status="404"
        title={t('employees:record.notFound')}
        extra={back}
        data-testid="employee-not-found"
      />
    );
  }
  if (info.isPending) return <PageLoader />;
  if (info.isError) return <ErrorState error={info.error} onRetry={() => void info.refetch()} />;

  const employee = info.data;
  return (
    <Flex vertical gap={16}>
      <EmployeeHeader info={employee} />
      <Card styles={{ body: { paddingTop: 8 } }}>
        <Tabs
          activeKey={tab}
          onChange={(key) => setSearch(key === 'basic' ? {} : { tab: key }, { replace: true })}
          data-testid="employee-tabs"
          items={[
            {
              key: 'basic',
              label: <span data-testid="tab-basic">{t('employees:tabs.basic')}</span>,
              children: <BasicInfoTab info={employee} />,
            },
            {
              key: 'files',
              label: <span data-testid="tab-files">{t('employees:tabs.files')}</span>,
              children: <FilesTab employeeId={employee.id} />,
            },
            {
              key: 'job',
              label: <span data-testid="tab-job">{t('employees:tabs.job')}</span>,
              children: <JobTab employeeId={employee.id} />,
            },
            {
              key: 'schedule',
              label: <span data-testid="tab-schedule">{t('employees:tabs.schedule')}</span>,
              children: <ScheduleTab employeeId={employee.id} fullName={employee.fullName} />,
            },
            {
              key: 'vacations',
              label: <span data-testid="tab-vacations">{t('employees:tabs.vacations')}</span>,
              children: <VacationsTab employeeId={employee.id} />,
            },
            {
              key: 'prior-income',
              label: <span data-testid="tab-prior-income">{t('employees:tabs.priorIncome')}</span>,
              children: <IncomeCertificatesTab employeeId={employee.id} />,
            },
            {
              key: 'opening-balances',
              label: <span data-testid="tab-opening-balances">{t('employees:tabs.openingBalances')}</span>,
              children: <OpeningBalancesTab employeeId={employee.id} />,
            },
            ...(payroll
              ? [
                  {
                    key: 'payslips',
                    label: <span data-testid="tab-payslips">{t('employees:tabs.payslips')}</span>,
                    children: <PayslipsTab employeeId={employee.id} />,
                  },
                ]
              : []),
            {
              key: 'history',
              label: <span data-testid="tab-history">{t('common:history.tab')}</span>,
              children: (
                <RecordHistory
                  queryKey={employeeRecordKey(employee.id)}
                  url="/rrhh/employee/history/list"
                  record={{ employee_id: employee.id }}
                  labels={EMPLOYEE_LABELS}
                />
              ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
};
