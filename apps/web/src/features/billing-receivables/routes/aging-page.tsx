import { AGING_BUCKETS, type TAgingRow } from '@zerg/shared';
import { Card, Col, Row, Statistic } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { DateInput } from '../../../components/date-input';
import { useListState } from '../../../components/use-list-state';
import { formatMoney } from '../../../lib/format-money';
import { exportAging } from '../api/export-aging';
import { type AgingFilters as Filters, useAging } from '../api/get-aging';
import { agingColumns } from '../components/aging-columns';
import { ClientAccountDrawer } from '../components/client-account-drawer';

/**
 * /billing/receivables/aging: each client's open balance by days past due at a day (today unless
 * chosen), the totals, and the client's account (documents, collections, a new collection) on a click.
 */
export const AgingPage = () => {
  const { t, i18n } = useTranslation();
  const list = useListState<Filters>();
  const aging = useAging(list.params);
  const [clientId, setClientId] = useState<number | null>(null);
  const totals = aging.data?.totals;
  return (
    <>
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }} data-testid="aging-totals">
        {[...AGING_BUCKETS, 'total' as const].map((bucket) => (
          <Col key={bucket} xs={12} md={8} xl={4}>
            <Card size="small">
              <Statistic
                title={t(`billing-receivables:bucket.${bucket}`)}
                value={formatMoney(totals?.[bucket] ?? '0.00', 'PEN', i18n.language)}
                valueStyle={{
                  fontSize: 18,
                  color: bucket === 'over90' && Number(totals?.over90) > 0 ? '#cf1322' : undefined,
                }}
              />
            </Card>
          </Col>
        ))}
      </Row>
      <DataTable<TAgingRow, Filters>
        list={list}
        query={aging}
        columns={agingColumns(t, i18n.language, (row) => setClientId(row.clientId))}
        rowKey="clientId"
        testId="aging-table"
        searchPlaceholder={t('billing-receivables:aging.search')}
        emptyText={t('billing-receivables:aging.empty')}
        onExport={() => exportAging(list.params)}
        filters={
          <DateInput
            value={list.filters.asOf ?? null}
            onChange={(value) => list.setFilter('asOf', value ?? undefined)}
            placeholder={t('billing-receivables:aging.asOf')}
            data-testid="aging-as-of"
          />
        }
      />
      <ClientAccountDrawer clientId={clientId} onClose={() => setClientId(null)} />
    </>
  );
};
