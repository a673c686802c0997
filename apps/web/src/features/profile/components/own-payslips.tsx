import { useTranslation } from 'react-i18next';
import { PayslipList } from '../../../components/employee-record/payslip-list';

/** The worker's own approved payslips, newest first, each downloadable as the legal PDF. */
export const OwnPayslips = () => {
  const { t } = useTranslation();
  return (
    <PayslipList
      title={t('profile:payslips.title')}
      emptyText={t('profile:payslips.empty')}
      testId="own-payslips"
    />
  );
};
