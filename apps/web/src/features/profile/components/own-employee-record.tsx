import { FilePdfOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { Card, Flex, Grid, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/download-button';
import { EmployeeAvatar } from '../../../components/employee-avatar';
import { downloadWorksheetPdf } from '../../../components/employee-record/api/download-worksheet-pdf';
import { useEmployeeInformation } from '../../../components/employee-record/api/get-employee-information';
import { useEmployeeSchedule } from '../../../components/employee-record/api/get-employee-schedule';
import { useEmployeeVacations } from '../../../components/employee-record/api/get-employee-vacations';
import { useJobDetails } from '../../../components/employee-record/api/get-job-details';
import { EmployeeBasicView } from '../../../components/employee-record/employee-basic-view';
import { EmployeeJobView } from '../../../components/employee-record/employee-job-view';
import { EmployeeScheduleView } from '../../../components/employee-record/employee-schedule-view';
import { VacationSummary } from '../../../components/employee-record/vacation-summary';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { StatusTag } from '../../../components/status-tag';

export type OwnEmployeeRecordProps = { employeeId: number };

/** A query's data through `render`, or its loading / error state. */
const Loaded = <T,>({ query, render }: { query: UseQueryResult<T>; render: (data: T) => ReactNode }) => {
  if (query.isPending) return <PageLoader />;
  if (query.isError) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  return <>{render(query.data)}</>;
};

const JobPane = ({ employeeId }: OwnEmployeeRecordProps) => (
  <Loaded query={useJobDetails(employeeId)} render={(job) => <EmployeeJobView job={job} />} />
);

const SchedulePane = ({ employeeId }: OwnEmployeeRecordProps) => (
  <Loaded
    query={useEmployeeSchedule(employeeId)}
    render={(schedule) => <EmployeeScheduleView schedule={schedule} />}
  />
);

const VacationsPane = ({ employeeId }: OwnEmployeeRecordProps) => (
  <Loaded
    query={useEmployeeVacations(employeeId)}
    render={(vacations) => <VacationSummary vacations={vacations} />}
  />
);

/** The signed-in user's own employee record, read-only: basic data, job, schedule and vacations. */
export const OwnEmployeeRecord = ({ employeeId }: OwnEmployeeRecordProps) => {
  const { t } = useTranslation();
  const info = useEmployeeInformation(employeeId);
  // On a phone the card's head has no room beside the title: the button goes under it, full width.
  const phone = !(Grid.useBreakpoint().sm ?? true);
  const download = (
    <DownloadButton
      icon={<FilePdfOutlined />}
      block={phone}
      download={() => downloadWorksheetPdf(employeeId)}
      data-testid="own-worksheet"
    >
      {t('profile:employeeRecord.worksheet')}
    </DownloadButton>
  );

  return (
    <Card
      data-testid="own-employee-record"
      title={
        info.data ? (
          <Flex gap={12} align="center" style={{ padding: '8px 0' }}>
            <EmployeeAvatar
              employeeId={info.data.id}
              fullName={info.data.fullName}
              hasPhoto={info.data.hasPhoto}
              size={44}
            />
            <Flex vertical>
              <span>{t('profile:employeeRecord.title')}</span>
              <Typography.Text type="secondary" style={{ fontSize: 12, fontWeight: 'normal' }}>
                {info.data.personalCode} · <StatusTag status={info.data.isActive ? 'active' : 'inactive'} />
              </Typography.Text>
            </Flex>
          </Flex>
        ) : (
          t('profile:employeeRecord.title')
        )
      }
      extra={phone ? null : download}
    >
      <Typography.Paragraph type="secondary">{t('profile:employeeRecord.readOnly')}</Typography.Paragraph>
      {phone && <div style={{ marginBottom: 12 }}>{download}</div>}
      <Tabs
        destroyOnHidden
        items={[
          {
            key: 'basic',
            label: t('employees:tabs.basic'),
            children: <Loaded query={info} render={(data) => <EmployeeBasicView info={data} />} />,
          },
          { key: 'job', label: t('employees:tabs.job'), children: <JobPane employeeId={employeeId} /> },
          {
            key: 'schedule',
            label: t('employees:tabs.schedule'),
            children: <SchedulePane employeeId={employeeId} />,
          },
          {
            key: 'vacations',
            label: t('employees:tabs.vacations'),
            children: <VacationsPane employeeId={employeeId} />,
          },
        ]}
      />
    </Card>
  );
};
