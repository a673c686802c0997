import type { BooksCompanyReason as Reason } from '@zerg/shared';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/** Why the books opened on this company, when the user did not pick it; nothing for the plain first one. */
export const BooksCompanyReasonText = ({ reason }: { reason: Reason | null | undefined }) => {
  const { t } = useTranslation();
  if (!reason || reason === 'first') return null;
  return (
    <Typography.Text type="secondary" data-testid="books-company-reason">
      {t(`bookkeeping-journal:booksCompany.${reason}`)}
    </Typography.Text>
  );
};
