import { useTranslation } from 'react-i18next';
import { PayslipList } from '../../../components/employee-record/payslip-list';
import { SignedPayslipList } from '../../../components/employee-record/signed-payslip-list';

/** The worker's own approved payslips, and the digitally signed boletas mailed to them. */
export const OwnPayslips = () => {
  const { t } = useTranslation();
  return (
    <>
      <PayslipList
        title={t('profile:payslips.title')}
        emptyText={t('profile:payslips.empty')}
        testId="own-payslips"
      />
      <SignedPayslipList
        title={t('profile:signedPayslips.title')}
        emptyText={t('profile:signedPayslips.empty')}
        testId="own-signed-payslips"
      />
    </>
  );
};
