import { type Currency, DETRACTION } from '@zerg/shared';
import { Alert, Card, Descriptions, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money';
import { useCompanySettings } from '../api/get-company-settings';
import { type DraftTotals, detractionPreview } from './line-amounts';

type Props = {
  totals: DraftTotals;
  currency: Currency;
  documentType: string | undefined;
  companyId: number | undefined;
};

/**
 * The draft's totals as the server will round them, and whether the SPOT detracción applies: its
 * amount in soles and the company's Banco de la Nación account (issuing is refused without one).
 */
export const DraftTotalsCard = ({ totals, currency, documentType, companyId }: Props) => {
  const { t, i18n } = useTranslation();
  const money = (amount: string, c: Currency = currency) => formatMoney(amount, c, i18n.language);
  const detraction = detractionPreview(documentType, currency, totals);
  const company = useCompanySettings(detraction?.applies ? companyId : undefined);
  const account = company.data?.detractionAccount ?? null;

  return (
    <Flex gap={16} wrap align="start" justify="end">
      {documentType === '01' && (
        <div style={{ flex: '1 1 320px', maxWidth: 520 }} data-testid="draft-detraction">
          {detraction === null ? (
            <Alert type="info" showIcon title={t('billing:detraction.usdHint')} />
          ) : detraction.applies ? (
            <Alert
              type={company.isSuccess && account === null ? 'warning' : 'info'}
              showIcon
              title={t('billing:detraction.applies', {
                percent: DETRACTION.ratePercent.replace(/\.00$/, ''),
                amount: money(detraction.amountPen, 'PEN'),
                code: DETRACTION.code,
              })}
              description={
                company.isSuccess
                  ? account
                    ? t('billing:detraction.account', { account })
                    : t('billing:detraction.noAccount')
                  : undefined
              }
            />
          ) : null}
        </div>
      )}
      <Card size="small" style={{ minWidth: 300 }} data-testid="draft-totals">
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'taxable', label: t('billing:totals.taxable'), children: money(totals.taxableAmount) },
            { key: 'exempt', label: t('billing:totals.exempt'), children: money(totals.exemptAmount) },
            {
              key: 'unaffected',
              label: t('billing:totals.unaffected'),
              children: money(totals.unaffectedAmount),
            },
            { key: 'igv', label: t('billing:totals.igv'), children: money(totals.igvAmount) },
            {
              key: 'total',
              label: <strong>{t('billing:totals.total')}</strong>,
              children: <strong data-testid="draft-total">{money(totals.totalAmount)}</strong>,
            },
          ]}
        />
      </Card>
    </Flex>
  );
};
