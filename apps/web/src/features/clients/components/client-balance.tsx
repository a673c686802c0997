import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money';
import { useClientBalance } from '../api/get-client-balance';

/**
 * The client's balance on its record: what it owes in soles (its documents at their rates), what of
 * it is past due, and the net per currency and the detracción still to be deposited. Nothing while
 * it loads or when the reader may not see it.
 */
export const ClientBalance = ({ clientId }: { clientId: number }) => {
  const { t, i18n } = useTranslation();
  const balance = useClientBalance(clientId);
  const data = balance.data;
  if (!data) return null;
  const locale = i18n.language;
  const parts = [
    ...data.net.map((n) => formatMoney(n.amount, n.currency, locale)),
    ...(Number(data.detractionPen) > 0
      ? [t('clients:balance.detraction', { amount: formatMoney(data.detractionPen, 'PEN', locale) })]
      : []),
  ];
  return (
    <Alert
      style={{ marginBottom: 16 }}
      type={Number(data.overduePen) > 0 ? 'warning' : 'info'}
      showIcon
      data-testid="client-balance"
      message={t('clients:balance.title', {
        total: formatMoney(data.totalPen, 'PEN', locale),
        overdue: formatMoney(data.overduePen, 'PEN', locale),
        documents: data.openDocuments,
      })}
      description={parts.length ? parts.join(' · ') : undefined}
    />
  );
};
