import { PlusOutlined } from '@ant-design/icons';
import type { TReceivableDocument } from '@zerg/shared';
import { Button, Descriptions, Drawer, Empty, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useClientAccount } from '../api/get-client-account';
import { CollectionFormModal } from './collection-form-modal';
import { WriteOffModal } from './write-off-modal';

export type ClientAccountDrawerProps = { clientId: number | null; onClose: () => void };

/** A client's account: the balance, the open documents by part and age, and the latest collections. */
export const ClientAccountDrawer = ({ clientId, onClose }: ClientAccountDrawerProps) => {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const account = useClientAccount(clientId);
  const [collecting, setCollecting] = useState(false);
  const [writingOff, setWritingOff] = useState<TReceivableDocument | null>(null);
  const data = account.data;
  const money = (amount: string, currency: 'PEN' | 'USD' = 'PEN') => formatMoney(amount, currency, locale);

  return (
    <Drawer
      open={clientId !== null}
      onClose={onClose}
      width={900}
      title={data ? `${data.clientName} · ${data.clientDocument}` : t('billing-receivables:account.title')}
      extra={
        <Button
          type="primary"
          icon={<PlusOutlined />}
          disabled={!data?.documents.length}
          onClick={() => setCollecting(true)}
          data-testid="collection-add"
        >
          {t('billing-receivables:account.collect')}
        </Button>
      }
      data-testid="client-account"
    >
      {account.isError ? <ErrorState error={account.error} onRetry={() => account.refetch()} /> : null}
      {data ? (
        <>
          <Descriptions size="small" column={{ xs: 1, md: 3 }} bordered>
            {data.balance.net.map((n) => (
              <Descriptions.Item
                key={n.currency}
                label={t('billing-receivables:account.net', { currency: n.currency })}
              >
                <span data-testid={`balance-net-${n.currency}`}>{money(n.amount, n.currency)}</span>
              </Descriptions.Item>
            ))}
            <Descriptions.Item label={t('billing-receivables:account.detraction')}>
              <span data-testid="balance-detraction">{money(data.balance.detractionPen)}</span>
            </Descriptions.Item>
            <Descriptions.Item label={t('billing-receivables:account.total')}>
              <strong data-testid="balance-total">{money(data.balance.totalPen)}</strong>
            </Descriptions.Item>
            <Descriptions.Item label={t('billing-receivables:account.overdue')}>
              <Typography.Text type={Number(data.balance.overduePen) > 0 ? 'danger' : undefined}>
                {money(data.balance.overduePen)}
              </Typography.Text>
            </Descriptions.Item>
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('billing-receivables:account.documents')}
          </Typography.Title>
          <Table<TReceivableDocument>
            size="small"
            rowKey="id"
            pagination={false}
            scroll={{ x: true }}
            dataSource={data.documents}
            locale={{ emptyText: <Empty description={t('billing-receivables:account.nothingOpen')} /> }}
            data-testid="account-documents"
            columns={[
              { title: t('billing-receivables:columns.document'), dataIndex: 'fullNumber' },
              {
                title: t('billing-receivables:columns.issueDate'),
                dataIndex: 'issueDate',
                render: (d: string) => formatDate(d),
              },
              {
                title: t('billing-receivables:columns.dueDate'),
                dataIndex: 'dueDate',
                render: (d: string | null, row) => (
                  <>
                    {d ? formatDate(d) : ''}{' '}
                    {row.daysPastDue > 0 ? (
                      <Tag color="red">
                        {t('billing-receivables:account.daysLate', { days: row.daysPastDue })}
                      </Tag>
                    ) : null}
                  </>
                ),
              },
              {
                title: t('billing-receivables:columns.total'),
                align: 'right',
                render: (_: unknown, row) => money(row.totalAmount, row.currency),
              },
              {
                title: t('billing-receivables:columns.netBalance'),
                align: 'right',
                render: (_: unknown, row) => money(row.netBalance, row.currency),
              },
              {
                title: t('billing-receivables:columns.detractionBalance'),
                align: 'right',
                render: (_: unknown, row) => money(row.detractionBalancePen),
              },
              {
                key: 'actions',
                width: 110,
                render: (_: unknown, row) => (
                  <Button
                    size="small"
                    danger
                    onClick={() => setWritingOff(row)}
                    data-testid={`write-off-${row.fullNumber}`}
                  >
                    {t('billing-receivables:writeOff.open')}
                  </Button>
                ),
              },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 24 }}>
            {t('billing-receivables:account.collections')}
          </Typography.Title>
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={data.collections}
            locale={{ emptyText: <Empty description={t('billing-receivables:collections.empty')} /> }}
            columns={[
              { title: t('billing-receivables:columns.code'), dataIndex: 'code' },
              {
                title: t('billing-receivables:columns.date'),
                dataIndex: 'date',
                render: (d: string) => formatDate(d),
              },
              {
                title: t('billing-receivables:columns.kind'),
                dataIndex: 'kind',
                render: (k: string) => t(`billing-receivables:kind.${k}`),
              },
              { title: t('billing-receivables:columns.documents'), dataIndex: 'documents' },
              {
                title: t('billing-receivables:columns.amount'),
                align: 'right',
                render: (_: unknown, row) => money(row.amount, row.currency),
              },
            ]}
          />
        </>
      ) : null}
      {data ? (
        <CollectionFormModal account={collecting ? data : null} onClose={() => setCollecting(false)} />
      ) : null}
      <WriteOffModal document={writingOff} onClose={() => setWritingOff(null)} />
    </Drawer>
  );
};
