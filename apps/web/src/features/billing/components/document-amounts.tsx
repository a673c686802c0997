import { moneyToCents, type TSalesDocument } from '@zerg/shared';
import { Alert, Card, Col, Descriptions, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money';

/**
 * The server's totals by catálogo 07 group, and the SPOT split: what the client pays to the
 * company and what it deposits as detracción in the company's Banco de la Nación account.
 */
export const DocumentAmounts = ({ doc }: { doc: TSalesDocument }) => {
  const { t, i18n } = useTranslation();
  const money = (amount: string, currency = doc.currency) => formatMoney(amount, currency, i18n.language);
  const credited = moneyToCents(doc.creditedAmount) > 0n;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card title={t('billing:detraction.title')} data-testid="doc-detraction">
          {doc.detractionApplies ? (
            <Descriptions
              column={1}
              size="small"
              items={[
                {
                  key: 'code',
                  label: t('billing:detraction.code'),
                  children: `${doc.detractionCode ?? ''} · ${doc.detractionPercent ?? ''} %`,
                },
                {
                  key: 'base',
                  label: t('billing:detraction.base'),
                  children: money(doc.detractionBasePen, 'PEN'),
                },
                {
                  key: 'amount',
                  label: t('billing:detraction.amount'),
                  children: (
                    <strong data-testid="doc-detraction-amount">
                      {money(doc.detractionAmountPen, 'PEN')}
                    </strong>
                  ),
                },
                {
                  key: 'account',
                  label: t('billing:detraction.bankAccount'),
                  children: doc.detractionAccount ?? '—',
                },
                {
                  key: 'net',
                  label: t('billing:detraction.net'),
                  children: (
                    <span data-testid="doc-net">
                      {money(doc.netAmount)}
                      {doc.currency !== 'PEN' ? ` (${money(doc.netAmountPen, 'PEN')})` : ''}
                    </span>
                  ),
                },
              ]}
            />
          ) : (
            <Alert type="info" showIcon title={t('billing:detraction.notApplies')} />
          )}
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card title={t('billing:totals.title')} data-testid="doc-totals">
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'taxable', label: t('billing:totals.taxable'), children: money(doc.taxableAmount) },
              { key: 'exempt', label: t('billing:totals.exempt'), children: money(doc.exemptAmount) },
              {
                key: 'unaffected',
                label: t('billing:totals.unaffected'),
                children: money(doc.unaffectedAmount),
              },
              { key: 'igv', label: t('billing:totals.igv'), children: money(doc.igvAmount) },
              {
                key: 'total',
                label: <strong>{t('billing:totals.total')}</strong>,
                children: <strong data-testid="doc-total">{money(doc.totalAmount)}</strong>,
              },
              ...(doc.currency !== 'PEN' && doc.state !== 'draft'
                ? [{ key: 'pen', label: t('billing:totals.inPen'), children: money(doc.totalPen, 'PEN') }]
                : []),
              ...(credited
                ? [
                    {
                      key: 'credited',
                      label: t('billing:totals.credited'),
                      children: money(doc.creditedAmount),
                    },
                  ]
                : []),
            ]}
          />
        </Card>
      </Col>
    </Row>
  );
};
