import { PlusOutlined } from '@ant-design/icons';
import type { TRate, TRateFilters } from '@zerg/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { useListState } from '../../../components/use-list-state';
import { limaToday } from '../../../lib/format-date';
import { exportRates } from '../api/export-rates';
import { useRates } from '../api/get-rates';
import { useSetRateActive } from '../api/set-rate-active';
import { rateColumns } from '../components/rate-columns';
import { RateDrawer } from '../components/rate-drawer';
import { RateFilters } from '../components/rate-filters';

/** /settings/rates/list: what each client pays per route and vehicle type, with its validity. */
export const RatesListPage = () => {
  const { t } = useTranslation();
  const list = useListState<TRateFilters>({ sortBy: 'client' });
  const rates = useRates(list.params);
  const toggle = useSetRateActive();
  const [drawer, setDrawer] = useState<{ open: boolean; rate: TRate | null }>({ open: false, rate: null });
  const columns = rateColumns(t, limaToday(), {
    onEdit: (row) => setDrawer({ open: true, rate: row }),
    onToggle: (row) => toggle.mutate({ id: row.id, active: row.status !== 'active' }),
    togglingId: toggle.isPending ? (toggle.variables?.id ?? null) : null,
  });
  return (
    <>
      <DataTable<TRate, TRateFilters>
        list={list}
        query={rates}
        columns={columns}
        rowKey="id"
        testId="rates-table"
        searchPlaceholder={t('rates:list.search')}
        filters={<RateFilters list={list} />}
        onExport={() => exportRates(list.params)}
        emptyText={t('rates:list.empty')}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setDrawer({ open: true, rate: null })}
            data-testid="rates-add"
          >
            {t('rates:list.add')}
          </Button>
        }
      />
      <RateDrawer
        open={drawer.open}
        rate={drawer.rate}
        // The rate stays while the drawer slides out, so its title does not flip to "Register".
        onClose={() => setDrawer((current) => ({ ...current, open: false }))}
      />
    </>
  );
};
