import type { TTreasuryTransactionDetail } from '@zerg/shared';
import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { DirectionTag } from './direction-tag';
import { movementConcept, movementCounterparty } from './movement-concept';

/** Every field of one movement: when, which account, for whom, what for, how much. */
export const TransactionDetails = ({ tx }: { tx: TTreasuryTransactionDetail }) => {
  const { t, i18n } = useTranslation();
  const money = (amount: string) => formatMoney(amount, tx.currency, i18n.language);
  const none = <Typography.Text type="secondary">{t('common:states.none')}</Typography.Text>;
  return (
    <Descriptions size="small" column={{ xs: 1, md: 2 }} bordered>
      <Descriptions.Item label={t('treasury-transactions:columns.date')}>
        {formatDate(tx.date)}
      </Descriptions.Item>
      <Descriptions.Item label={t('treasury-transactions:columns.direction')}>
        <DirectionTag direction={tx.direction} />
      </Descriptions.Item>
      <Descriptions.Item label={t('treasury-transactions:form.company')}>{tx.companyName}</Descriptions.Item>
      <Descriptions.Item label={t('treasury-transactions:form.account')}>
        {tx.bankAccountName ?? none}
      </Descriptions.Item>
      <Descriptions.Item label={t('treasury-transactions:form.type')}>
        {tx.transactionTypeName ?? none}
      </Descriptions.Item>
      <Descriptions.Item label={t('treasury-transactions:columns.source')}>
        {tx.sourceKind
          ? t(`treasury-transactions:source.${tx.sourceKind}`)
          : t('treasury-transactions:source.manual')}
      </Descriptions.Item>
      <Descriptions.Item label={t('treasury-transactions:columns.counterparty')} span={2}>
        {movementCounterparty(tx)}
        <Typography.Text type="secondary">
          {' · '}
          {t(`treasury-transactions:counterpartyKind.${tx.counterpartyKind}`)}
          {tx.counterpartyDocument ? ` · ${tx.counterpartyDocument}` : ''}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('treasury-transactions:columns.concept')} span={2}>
        {movementConcept(tx)}
      </Descriptions.Item>
      <Descriptions.Item label={t('treasury-transactions:columns.amount')}>
        <Typography.Text
          strong
          type={tx.direction === 'income' ? 'success' : 'danger'}
          data-testid="tx-drawer-amount"
        >
          {money(tx.amount)}
        </Typography.Text>
      </Descriptions.Item>
      <Descriptions.Item label={t('treasury-transactions:form.exchangeRate')}>
        {tx.currency === 'USD' ? (
          <>
            {tx.exchangeRate}{' '}
            <Typography.Text type="secondary">
              ({formatMoney(tx.amountPen, 'PEN', i18n.language)})
            </Typography.Text>
          </>
        ) : (
          none
        )}
      </Descriptions.Item>
      <Descriptions.Item label={t('treasury-transactions:form.referenceDocument')} span={2}>
        {tx.referenceDocument ?? none}
      </Descriptions.Item>
      {tx.reversesId !== null && (
        <Descriptions.Item label={t('treasury-transactions:drawer.reverses')} span={2}>
          #{tx.reversesId}
        </Descriptions.Item>
      )}
    </Descriptions>
  );
};
