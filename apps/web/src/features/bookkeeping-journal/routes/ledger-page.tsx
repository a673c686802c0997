import { FileExcelOutlined } from '@ant-design/icons';
import type { TLedgerMovement, TLedgerQuery } from '@zerg/shared';
import { Button, Card, Empty, Flex, Statistic, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE_OPTIONS } from '../../../components/data-table';
import { ErrorState } from '../../../components/error-state';
import { RouteTabs } from '../../../components/route-tabs';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-message';
import { formatDate } from '../../../lib/format-date';
import { AccountPicker } from '../../../reference-data/account-picker';
import { exportLedger } from '../api/export-ledger';
import { useLedger } from '../api/get-ledger';
import { Amount, useMoney } from '../components/money-text';
import { PeriodFilters } from '../components/period-filters';
import { usePeriodParams } from '../components/use-period-params';
import { JOURNAL_TABS } from '../screens';

/**
 * /bookeeping/transactions/ledger: one account (with the accounts below it) over a period: the
 * balance it opened with, every movement with the running balance, and the closing balance.
 */
export const LedgerPage = () => {
  const { t } = useTranslation();
  const money = useMoney();
  const { period, number, update } = usePeriodParams();
  const accountId = number('account');
  const [page, setPage] = useState({ page: 1, perPage: 100 });
  const [exporting, setExporting] = useState(false);
  const query: TLedgerQuery | null =
    period.companyId && accountId
      ? { companyId: period.companyId, accountId, from: period.from, to: period.to, ...page }
      : null;
  const ledger = useLedger(query);
  const l = ledger.data;

  const onExport = async () => {
    if (!query) return;
    setExporting(true);
    try {
      await exportLedger(query);
    } catch (error) {
      toast.danger(errorMessage(t, error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <RouteTabs tabs={JOURNAL_TABS} />
      <Card className="data-table" data-testid="ledger" styles={{ body: { padding: 0 } }}>
        <Flex className="data-table-toolbar" gap={12} wrap align="center" justify="space-between">
          <PeriodFilters
            value={period}
            onChange={(next) => {
              setPage((p) => ({ ...p, page: 1 }));
              update(next);
            }}
          >
            <AccountPicker
              placeholder={t('bookkeeping-journal:ledger.account')}
              value={accountId}
              selected={l ? { id: l.accountId, code: l.accountCode, name: l.accountName } : null}
              onChange={(value) => {
                setPage((p) => ({ ...p, page: 1 }));
                update(period, { account: value });
              }}
              style={{ width: 300 }}
              popupMatchSelectWidth={420}
              data-testid="ledger-account"
            />
          </PeriodFilters>
          <Button
            icon={<FileExcelOutlined />}
            onClick={() => void onExport()}
            loading={exporting}
            disabled={!l}
            data-testid="ledger-export"
          >
            {t('common:table.export')}
          </Button>
        </Flex>
        {!query ? (
          <Empty
            image={Empty.PRESENTED_IMAGE_SIMPLE}
            description={t('bookkeeping-journal:ledger.pick')}
            style={{ padding: 48 }}
          />
        ) : ledger.isError && !l ? (
          <ErrorState error={ledger.error} onRetry={() => void ledger.refetch()} />
        ) : (
          <>
            {l && (
              <Flex gap={48} wrap style={{ padding: '16px 24px' }} data-testid="ledger-summary">
                <Statistic
                  title={t('bookkeeping-journal:ledger.account')}
                  value={`${l.accountCode} · ${l.accountName}`}
                />
                <Statistic title={t('bookkeeping-journal:ledger.opening')} value={money(l.opening)} />
                <Statistic title={t('bookkeeping-journal:lines.debit')} value={money(l.debit)} />
                <Statistic title={t('bookkeeping-journal:lines.credit')} value={money(l.credit)} />
                <Statistic
                  title={t('bookkeeping-journal:ledger.closing')}
                  value={money(l.closing)}
                  data-testid="ledger-closing"
                />
              </Flex>
            )}
            <Table<TLedgerMovement>
              rowKey={(row) => `${row.entryId}-${row.number}-${row.balance}`}
              size="middle"
              loading={ledger.isFetching}
              dataSource={l?.movements ?? []}
              scroll={{ x: 'max-content' }}
              locale={{
                emptyText: (
                  <Empty
                    image={Empty.PRESENTED_IMAGE_SIMPLE}
                    description={t('bookkeeping-journal:ledger.empty')}
                  />
                ),
              }}
              pagination={{
                current: page.page,
                pageSize: page.perPage,
                total: l?.total ?? 0,
                showSizeChanger: true,
                pageSizeOptions: PAGE_SIZE_OPTIONS,
                onChange: (next, perPage) => setPage({ page: perPage === page.perPage ? next : 1, perPage }),
              }}
              columns={[
                {
                  title: t('bookkeeping-journal:columns.date'),
                  dataIndex: 'date',
                  render: (d: string) => formatDate(d),
                },
                {
                  title: t('bookkeeping-journal:columns.number'),
                  dataIndex: 'number',
                  render: (n: string) => (
                    <Typography.Text style={{ fontFamily: 'monospace' }}>{n}</Typography.Text>
                  ),
                },
                { title: t('bookkeeping-journal:columns.description'), dataIndex: 'description' },
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
                {
                  title: t('bookkeeping-journal:ledger.balance'),
                  dataIndex: 'balance',
                  align: 'right',
                  render: (v: string) => (
                    <Typography.Text
                      strong
                      type={v.startsWith('-') ? 'danger' : undefined}
                      style={{ whiteSpace: 'nowrap' }}
                    >
                      {money(v)}
                    </Typography.Text>
                  ),
                },
              ]}
            />
          </>
        )}
      </Card>
    </>
  );
};
