import { Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { LabourCertificateList } from '../../../components/employee-record/labour-certificate-list';
import { PayslipList } from '../../../components/employee-record/payslip-list';
import { SignedPayslipList } from '../../../components/employee-record/signed-payslip-list';
import { CtsStatementsCard } from './cts-statements-card';

export type PayslipsTabProps = { employeeId: number };

/**
 * The worker's payslips for payroll holders (section 14): every run's, drafts included, as PDFs;
 * the signed boletas mailed to them and what became of each mail, the liquidación de depósito of
 * each CTS deposit made to them, and above them the worker's certificates (work certificate,
 * quinta of each year).
 */
export const PayslipsTab = ({ employeeId }: PayslipsTabProps) => {
  const { t } = useTranslation();
  return (
    <Flex vertical gap={24}>
      <LabourCertificateList employeeId={employeeId} testId="employee-certificates" />
      <PayslipList
        employeeId={employeeId}
        title={t('employees:payslips.title')}
        emptyText={t('employees:payslips.empty')}
        showState
        testId="employee-payslips"
      />
      <SignedPayslipList
        employeeId={employeeId}
        title={t('employees:signedPayslips.title')}
        emptyText={t('employees:signedPayslips.empty')}
        showDelivery
        testId="employee-signed-payslips"
      />
      <CtsStatementsCard employeeId={employeeId} />
    </Flex>
  );
};
