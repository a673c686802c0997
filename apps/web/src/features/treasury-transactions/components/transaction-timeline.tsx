import type { TTreasuryTransactionDetail } from '@zerg/shared';
import { Timeline, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format-date';
import { stamp } from './transaction-stamp';

/** What happened to a movement and when: made, edited, approved, processed, booked, canceled, reversed. */
export const TransactionTimeline = ({ tx: d }: { tx: TTreasuryTransactionDetail }) => {
  const { t } = useTranslation();
  const items: { color: string; content: ReactNode; key: string }[] = [
    {
      key: 'created',
      color: 'gray',
      content: (
        <>
          <Typography.Text strong>{t('treasury-transactions:timeline.created')}</Typography.Text>
          <div>
            {stamp(d.createdAt)} {d.createdByName ? `· ${d.createdByName}` : ''}
          </div>
        </>
      ),
    },
  ];
  if (d.updatedByName)
    items.push({
      key: 'edited',
      color: 'gray',
      content: (
        <>
          <Typography.Text strong>{t('treasury-transactions:timeline.edited')}</Typography.Text>
          <div>
            {stamp(d.updatedAt)} · {d.updatedByName}
          </div>
        </>
      ),
    });
  if (d.approvedAt)
    items.push({
      key: 'approved',
      color: 'blue',
      content: (
        <>
          <Typography.Text strong>{t('treasury-transactions:timeline.approved')}</Typography.Text>
          <div>
            {stamp(d.approvedAt)} {d.approvedByName ? `· ${d.approvedByName}` : ''}
          </div>
        </>
      ),
    });
  if (d.processedAt)
    items.push({
      key: 'processed',
      color: 'green',
      content: (
        <>
          <Typography.Text strong>{t('treasury-transactions:timeline.processed')}</Typography.Text>
          <div>
            {stamp(d.processedAt)} {d.processedByName ? `· ${d.processedByName}` : ''}
          </div>
          {d.processedOn && (
            <div>{t('treasury-transactions:timeline.processedOn', { date: formatDate(d.processedOn) })}</div>
          )}
          {d.operationNumber && (
            <div data-testid="tx-operation">
              {t('treasury-transactions:timeline.operation', { number: d.operationNumber })}
            </div>
          )}
        </>
      ),
    });
  if (d.journalEntryId !== null)
    items.push({
      key: 'journal',
      color: 'purple',
      content: (
        <Typography.Text>
          {t('treasury-transactions:timeline.journal', { id: d.journalEntryId })}
        </Typography.Text>
      ),
    });
  if (d.canceledAt)
    items.push({
      key: 'canceled',
      color: 'red',
      content: (
        <>
          <Typography.Text strong>{t('treasury-transactions:timeline.canceled')}</Typography.Text>
          <div>
            {stamp(d.canceledAt)} {d.canceledByName ? `· ${d.canceledByName}` : ''}
          </div>
          {d.cancelReason && <Typography.Text type="secondary">{d.cancelReason}</Typography.Text>}
        </>
      ),
    });
  if (d.reversedById !== null)
    items.push({
      key: 'reversed',
      color: 'orange',
      content: (
        <>
          <Typography.Text strong>
            {t('treasury-transactions:timeline.reversed', { id: d.reversedById })}
          </Typography.Text>
          <div>
            {stamp(d.reversedAt)} {d.reversedByName ? `· ${d.reversedByName}` : ''}
          </div>
        </>
      ),
    });
  return <Timeline items={items} data-testid="tx-timeline" />;
};
