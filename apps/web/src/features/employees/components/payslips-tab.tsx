import { useTranslation } from 'react-i18next';
import { PayslipList } from '../../../components/employee-record/payslip-list';
import { SignedPayslipList } from '../../../components/employee-record/signed-payslip-list';

export type PayslipsTabProps = { employeeId: number };

/**
 * The worker's payslips for payroll holders (section 14): every run's, drafts included, as PDFs;
 * then the signed boletas mailed to them and what became of each mail.
 */
export const PayslipsTab = ({ employeeId }: PayslipsTabProps) => {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
};
