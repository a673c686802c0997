import { FileExcelOutlined } from '@ant-design/icons';
import { ACCOUNT_DEPTH_MAX, type TTrialBalanceQuery, type TTrialBalanceRow } from '@zerg/shared';
import { Alert, Button, Card, Empty, Flex, Select, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { RouteTabs } from '../../../components/route-tabs';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-message';
import { exportTrialBalance } from '../api/export-trial-balance';
import { useTrialBalance } from '../api/get-trial-balance';
import { Amount, useMoney } from '../components/money-text';
import { PeriodFilters } from '../components/period-filters';
import { usePeriodParams } from '../components/use-period-params';
import { JOURNAL_TABS } from '../screens';

type Pair = 'opening' | 'period' | 'closing';
const PAIRS: readonly { pair: Pair; debit: keyof TTrialBalanceRow; credit: keyof TTrialBalanceRow }[] = [
  { pair: 'opening', debit: 'openingDebit', credit: 'openingCredit' },
  { pair: 'period', debit: 'debit', credit: 'credit' },
  { pair: 'closing', debit: 'closingDebit', credit: 'closingCredit' },
];

/**
 * /bookeeping/transactions/trial-balance: every account's opening, period and closing debits and
 * credits, rolled up to the chosen level, with the totals and whether they balance.
 */
export const TrialBalancePage = () => {
  const { t } = useTranslation();
  const money = useMoney();
  const { period, number, update } = usePeriodParams();
  const depth = number('depth');
  const [exporting, setExporting] = useState(false);
  const query: TTrialBalanceQuery | null = period.companyId
    ? { companyId: period.companyId, from: period.from, to: period.to, ...(depth ? { depth } : {}) }
    : null;
  const balance = useTrialBalance(query);
  const b = balance.data;

  const onExport = async () => {
    if (!query) return;
    setExporting(true);
    try {
      await exportTrialBalance(query);
    } catch (error) {
      toast.danger(errorMessage(t, error));
    } finally {
      setExporting(false);
    }
  };

  const columns: ColumnsType<TTrialBalanceRow> = [
    {
      title: t('bookkeeping-journal:trial.account'),
      dataIndex: 'code',
      fixed: 'left',
      render: (code: string, row) => (
        <Flex gap={8}>
          <Typography.Text strong style={{ fontFamily: 'monospace' }}>
            {code}
          </Typography.Text>
          <Typography.Text>{row.name}</Typography.Text>
        </Flex>
      ),
    },
    ...PAIRS.map(({ pair, debit, credit }) => ({
      title: t(`bookkeeping-journal:trial.${pair}`),
      children: [
        {
          title: t('bookkeeping-journal:lines.debit'),
          dataIndex: debit,
          align: 'right' as const,
          render: (v: string) => <Amount value={v} />,
        },
        {
          title: t('bookkeeping-journal:lines.credit'),
          dataIndex: credit,
          align: 'right' as const,
          render: (v: string) => <Amount value={v} />,
        },
      ],
    })),
  ];

  return (
    <>
      <RouteTabs tabs={JOURNAL_TABS} />
      <Card className="data-table" data-testid="trial-balance" styles={{ body: { padding: 0 } }}>
        <Flex className="data-table-toolbar" gap={12} wrap align="center" justify="space-between">
          <PeriodFilters value={period} onChange={(next) => update(next)}>
            <Select<number>
              allowClear
              placeholder={t('bookkeeping-journal:trial.leaves')}
              value={depth}
              onChange={(value) => update(period, { depth: value })}
              options={Array.from({ length: ACCOUNT_DEPTH_MAX - 1 }, (_, i) => ({
                value: i + 2,
                label: t('bookkeeping-journal:trial.depth', { digits: i + 2 }),
              }))}
              style={{ width: 200 }}
              data-testid="trial-depth"
            />
          </PeriodFilters>
          <Flex gap={12} align="center">
            <Button
              icon={<FileExcelOutlined />}
              onClick={() => void onExport()}
              loading={exporting}
              disabled={!b || b.rows.length === 0}
              data-testid="trial-export"
            >
              {t('common:table.export')}
            </Button>
          </Flex>
        </Flex>
        {b && b.rows.length > 0 && (
          <Alert
            banner
            showIcon
            type={b.balanced ? 'success' : 'error'}
            title={t(b.balanced ? 'bookkeeping-journal:balanced' : 'bookkeeping-journal:notBalanced')}
            data-testid={b.balanced ? 'trial-balanced' : 'trial-unbalanced'}
          />
        )}
        {balance.isError && !b ? (
          <ErrorState error={balance.error} onRetry={() => void balance.refetch()} />
        ) : (
          <Table<TTrialBalanceRow>
            rowKey="accountId"
            size="middle"
            bordered
            loading={balance.isFetching || (query !== null && balance.isPending)}
            dataSource={b?.rows ?? []}
            columns={columns}
            pagination={false}
            scroll={{ x: 'max-content' }}
            // Until the company is chosen and its balance is in, nothing: "no balances" would be a claim.
            locale={{
              emptyText: balance.isPending ? (
                ' '
              ) : (
                <Empty
                  image={Empty.PRESENTED_IMAGE_SIMPLE}
                  description={t('bookkeeping-journal:trial.empty')}
                />
              ),
            }}
            summary={() =>
              b && b.rows.length > 0 ? (
                <Table.Summary fixed="bottom">
                  <Table.Summary.Row data-testid="trial-totals">
                    <Table.Summary.Cell index={0}>
                      <Typography.Text strong>{t('bookkeeping-journal:lines.totals')}</Typography.Text>
                    </Table.Summary.Cell>
                    {PAIRS.flatMap(({ debit, credit }, i) => [
                      <Table.Summary.Cell key={debit} index={1 + i * 2} align="right">
                        <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                          {money(b.totals[debit as keyof typeof b.totals])}
                        </Typography.Text>
                      </Table.Summary.Cell>,
                      <Table.Summary.Cell key={credit} index={2 + i * 2} align="right">
                        <Typography.Text strong style={{ whiteSpace: 'nowrap' }}>
                          {money(b.totals[credit as keyof typeof b.totals])}
                        </Typography.Text>
                      </Table.Summary.Cell>,
                    ])}
                  </Table.Summary.Row>
                </Table.Summary>
              ) : null
            }
          />
        )}
      </Card>
    </>
  );
};
