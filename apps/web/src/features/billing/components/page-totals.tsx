import { CURRENCIES, type Currency, centsToMoney, moneyToCents, type TSalesDocumentItem } from '@zerg/shared';
import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money';

/**
 * The shown page's totals in each currency, notes of credit subtracted and drafts and voided
 * documents left out: what the rows on screen add up to (the list answer carries no grand total).
 */
export const pageTotals = (rows: readonly TSalesDocumentItem[]): Record<Currency, string> => {
  const sums = Object.fromEntries(CURRENCIES.map((c) => [c, 0n])) as Record<Currency, bigint>;
  for (const row of rows) {
    if (row.state === 'draft' || row.state === 'voided') continue;
    const cents = moneyToCents(row.totalAmount);
    sums[row.currency] += row.documentType === '07' ? -cents : cents;
  }
  return Object.fromEntries(CURRENCIES.map((c) => [c, centsToMoney(sums[c])])) as Record<Currency, string>;
};

export const PageTotals = ({ rows }: { rows: readonly TSalesDocumentItem[] }) => {
  const { t, i18n } = useTranslation();
  const totals = pageTotals(rows);
  return (
    <Flex gap={24} justify="end" wrap style={{ padding: '8px 16px' }} data-testid="doc-page-totals">
      <Typography.Text type="secondary">{t('billing:list.pageTotals')}</Typography.Text>
      {CURRENCIES.map((currency) => (
        <Typography.Text strong key={currency} data-testid={`doc-page-total-${currency}`}>
          {formatMoney(totals[currency], currency, i18n.language)}
        </Typography.Text>
      ))}
    </Flex>
  );
};
