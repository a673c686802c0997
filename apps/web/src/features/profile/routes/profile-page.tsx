import { Col, Flex, Grid, Row } from 'antd';
import { LabourCertificateList } from '../../../components/employee-record/labour-certificate-list';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { useSession } from '../../../lib/use-session';
import { useProfile } from '../api/get-profile';
import { ChangePasswordCard } from '../components/change-password-card';
import { OwnCtsStatements } from '../components/own-cts-statements';
import { OwnEmployeeRecord } from '../components/own-employee-record';
import { OwnPayslips } from '../components/own-payslips';
import { ProfileForm } from '../components/profile-form';
import { ProfileSummary } from '../components/profile-summary';
import { SecondFactorCard } from '../components/second-factor-card';

/**
 * /profile: the user's own data, editable name, phone and language, password change, and, for a
 * user linked to an employee, their own employee record read-only, their payslips and CTS deposit statements.
 */
export const ProfilePage = () => {
  const profile = useProfile();
  const employeeId = useSession().userData?.employee_id ?? null;
  // Below lg the columns stack: a sideways gutter would only push the row past a phone's edge.
  const sideBySide = Grid.useBreakpoint().lg ?? false;
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <ErrorState error={profile.error} onRetry={() => void profile.refetch()} />;
  return (
    <Row gutter={[sideBySide ? 24 : 0, 24]}>
      <Col xs={24} lg={9} xl={8}>
        <ProfileSummary profile={profile.data} />
      </Col>
      <Col xs={24} lg={15} xl={16}>
        <Flex vertical gap={24}>
          <ProfileForm key={profile.data.id} profile={profile.data} />
          <ChangePasswordCard email={profile.data.email} />
          <SecondFactorCard />
        </Flex>
      </Col>
      {employeeId !== null && (
        <Col xs={24}>
          <OwnPayslips />
        </Col>
      )}
      {employeeId !== null && (
        <Col xs={24}>
          <OwnCtsStatements />
          <LabourCertificateList testId="own-certificates" />
        </Col>
      )}
      {employeeId !== null && (
        <Col xs={24}>
          <OwnEmployeeRecord employeeId={employeeId} />
        </Col>
      )}
    </Row>
  );
};
