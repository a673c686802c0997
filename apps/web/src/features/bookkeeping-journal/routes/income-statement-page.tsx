import { FileExcelOutlined } from '@ant-design/icons';
import type { TIncomeByFunctionQuery, TIncomeByFunctionRow } from '@zerg/shared';
import { Alert, Button, Card, Flex, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { RouteTabs } from '../../../components/route-tabs';
import { toast } from '../../../components/toast';
import { errorMessage } from '../../../lib/error-message';
import { exportIncomeStatement } from '../api/export-income-statement';
import { useIncomeStatement } from '../api/get-income-statement';
import { useMoney } from '../components/money-text';
import { PeriodFilters } from '../components/period-filters';
import { usePeriodParams } from '../components/use-period-params';
import { JOURNAL_TABS } from '../screens';

/**
 * /bookeeping/transactions/income-statement: the income statement by function (sales, cost of
 * services, administration, selling, financial), read from the 6x/7x lines and their cost centre.
 */
export const IncomeStatementPage = () => {
  const { t } = useTranslation();
  const money = useMoney();
  const { period, update } = usePeriodParams();
  const [exporting, setExporting] = useState(false);
  const query: TIncomeByFunctionQuery | null = period.companyId
    ? { companyId: period.companyId, from: period.from, to: period.to }
    : null;
  const statement = useIncomeStatement(query);

  const onExport = async () => {
    if (!query) return;
    setExporting(true);
    try {
      await exportIncomeStatement(query);
    } catch (error) {
      toast.danger(errorMessage(t, error));
    } finally {
      setExporting(false);
    }
  };

  const label = (row: TIncomeByFunctionRow) => t(`bookkeeping-journal:income.${row.line}`);
  return (
    <>
      <RouteTabs tabs={JOURNAL_TABS} />
      <Card className="data-table" data-testid="income-statement" styles={{ body: { padding: 0 } }}>
        <Flex className="data-table-toolbar" gap={12} wrap align="center" justify="space-between">
          <PeriodFilters value={period} onChange={(next) => update(next)} />
          <Button
            icon={<FileExcelOutlined />}
            onClick={() => void onExport()}
            loading={exporting}
            disabled={!statement.data}
            data-testid="income-export"
          >
            {t('common:table.export')}
          </Button>
        </Flex>
        <Alert banner type="info" showIcon title={t('bookkeeping-journal:income.note')} />
        {statement.isError && !statement.data ? (
          <ErrorState error={statement.error} onRetry={() => void statement.refetch()} />
        ) : (
          <Table<TIncomeByFunctionRow>
            rowKey="line"
            size="middle"
            loading={statement.isFetching || (query !== null && statement.isPending)}
            dataSource={statement.data?.rows ?? []}
            pagination={false}
            columns={[
              {
                title: t('bookkeeping-journal:income.line'),
                dataIndex: 'line',
                render: (_: string, row) =>
                  row.total ? <Typography.Text strong>{label(row)}</Typography.Text> : label(row),
              },
              {
                title: t('bookkeeping-journal:income.amount'),
                dataIndex: 'amount',
                align: 'right',
                width: 220,
                render: (v: string, row) => (
                  <Typography.Text
                    strong={row.total}
                    type={v.startsWith('-') ? 'danger' : undefined}
                    style={{ whiteSpace: 'nowrap' }}
                    data-testid={`income-${row.line}`}
                  >
                    {money(v)}
                  </Typography.Text>
                ),
              },
            ]}
          />
        )}
      </Card>
    </>
  );
};
