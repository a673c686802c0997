import { RollbackOutlined } from '@ant-design/icons';
import { sumMoney, type TJournalLine } from '@zerg/shared';
import { Alert, Button, Descriptions, Drawer, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { formatDate, formatDateTime } from '../../../lib/format-date';
import { useJournalEntry } from '../api/get-journal-entry';
import { ReversalTag } from './journal-columns';
import { Amount, useMoney } from './money-text';
import { OriginTag } from './origin-tag';
import { ReverseModal } from './reverse-modal';

/** One entry: its header, its lines with the totals, and reversing it while it stands. */
export const EntryDrawer = ({
  entryId,
  onOpen,
  onClose,
}: {
  entryId: number | null;
  /** Opens another entry (the reversal, or the entry a reversal cancels). */
  onOpen: (id: number) => void;
  onClose: () => void;
}) => {
  const { t } = useTranslation();
  const money = useMoney();
  const entry = useJournalEntry(entryId);
  const [reversing, setReversing] = useState(false);
  const e = entry.data;
  const debits = e ? sumMoney(e.lines.map((l) => l.debit)) : '0.00';
  const credits = e ? sumMoney(e.lines.map((l) => l.credit)) : '0.00';
  const canReverse = e !== undefined && e.reversedById === null && e.reversesId === null;

  return (
    <Drawer
      open={entryId !== null}
      onClose={onClose}
      size="large"
      title={
        e
          ? t('bookkeeping-journal:drawer.title', { number: e.number })
          : t('bookkeeping-journal:drawer.loading')
      }
      extra={
        canReverse && (
          <Button
            danger
            icon={<RollbackOutlined />}
            onClick={() => setReversing(true)}
            data-testid="entry-reverse"
          >
            {t('bookkeeping-journal:reverse.action')}
          </Button>
        )
      }
      loading={entry.isPending && entryId !== null}
      destroyOnHidden
      data-testid="entry-drawer"
    >
      {entry.isError && <ErrorState error={entry.error} onRetry={() => void entry.refetch()} />}
      {e && (
        <Flex vertical gap={16}>
          <Descriptions size="small" column={2} bordered>
            <Descriptions.Item label={t('bookkeeping-journal:columns.date')}>
              {formatDate(e.date)}
            </Descriptions.Item>
            <Descriptions.Item label={t('bookkeeping-journal:columns.company')}>
              {e.companyName}
            </Descriptions.Item>
            <Descriptions.Item label={t('bookkeeping-journal:columns.origin')}>
              <Flex gap={4} wrap>
                <OriginTag origin={e.origin} />
                <ReversalTag entry={e} t={t} />
              </Flex>
            </Descriptions.Item>
            <Descriptions.Item label={t('bookkeeping-journal:drawer.period')}>{e.period}</Descriptions.Item>
            <Descriptions.Item label={t('bookkeeping-journal:columns.description')} span={2}>
              {e.description}
            </Descriptions.Item>
            <Descriptions.Item label={t('bookkeeping-journal:drawer.createdBy')} span={2}>
              {[e.createdByName ?? t('bookkeeping-journal:drawer.system'), formatDateTime(e.createdAt)].join(
                ' · ',
              )}
            </Descriptions.Item>
          </Descriptions>
          {e.reversedById !== null && (
            <Alert
              type="warning"
              showIcon
              title={t('bookkeeping-journal:drawer.reversedBy')}
              action={
                <Button size="small" onClick={() => onOpen(e.reversedById ?? 0)} data-testid="open-reversal">
                  {t('bookkeeping-journal:drawer.open')}
                </Button>
              }
            />
          )}
          {e.reversesId !== null && (
            <Alert
              type="info"
              showIcon
              title={t('bookkeeping-journal:drawer.reverses')}
              action={
                <Button size="small" onClick={() => onOpen(e.reversesId ?? 0)} data-testid="open-reversed">
                  {t('bookkeeping-journal:drawer.open')}
                </Button>
              }
            />
          )}
          <Table<TJournalLine>
            size="small"
            pagination={false}
            rowKey="lineNo"
            dataSource={e.lines}
            data-testid="entry-lines"
            scroll={{ x: 'max-content' }}
            columns={[
              {
                title: t('bookkeeping-journal:lines.account'),
                dataIndex: 'accountCode',
                render: (code: string, line) => (
                  <Flex vertical>
                    <Typography.Text strong style={{ fontFamily: 'monospace' }}>
                      {code}
                    </Typography.Text>
                    <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                      {line.accountName}
                    </Typography.Text>
                  </Flex>
                ),
              },
              {
                title: t('bookkeeping-journal:lines.description'),
                dataIndex: 'description',
                render: (d: string | null) => d ?? '',
              },
              {
                title: t('bookkeeping-journal:lines.debit'),
                dataIndex: 'debit',
                align: 'right',
                render: (v: string) => <Amount value={v} />,
              },
              {
                title: t('bookkeeping-journal:lines.credit'),
                dataIndex: 'credit',
                align: 'right',
                render: (v: string) => <Amount value={v} />,
              },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0} colSpan={2}>
                  <Typography.Text strong>{t('bookkeeping-journal:lines.totals')}</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="right">
                  <Typography.Text strong data-testid="entry-debits" style={{ whiteSpace: 'nowrap' }}>
                    {money(debits)}
                  </Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="right">
                  <Typography.Text strong data-testid="entry-credits" style={{ whiteSpace: 'nowrap' }}>
                    {money(credits)}
                  </Typography.Text>
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
          {debits === credits ? (
            <Alert
              type="success"
              showIcon
              title={t('bookkeeping-journal:balanced')}
              data-testid="entry-balanced"
            />
          ) : (
            <Alert
              type="error"
              showIcon
              title={t('bookkeeping-journal:notBalanced')}
              data-testid="entry-unbalanced"
            />
          )}
        </Flex>
      )}
      <ReverseModal
        entry={reversing && e ? { id: e.id, number: e.number } : null}
        onClose={() => setReversing(false)}
        onReversed={(id) => {
          setReversing(false);
          onOpen(id);
        }}
      />
    </Drawer>
  );
};
