import { ImportOutlined, PlusOutlined } from '@ant-design/icons';
import type { TVehicleSummary } from '@zerg/shared';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { ImportJobModal } from '../../../components/import-job/import-job-modal';
import { toast } from '../../../components/toast';
import { useListState } from '../../../components/use-list-state';
import {
  downloadVehicleTemplate,
  exportVehicles,
  useImportVehicles,
  useSetVehicleActive,
  useVehicles,
  type VehicleFilters as VehicleFilterValues,
} from '../api/vehicles';
import { vehicleColumns } from './vehicle-columns';
import { VehicleDrawer } from './vehicle-drawer';
import { VehicleFilters } from './vehicle-filters';

/** The fleet: every vehicle with its next document expiry, the drawer to register or edit one. */
export const VehiclesTab = () => {
  const { t } = useTranslation();
  const list = useListState<VehicleFilterValues>({ sortBy: 'plate', urlKey: 'vehicles' });
  const vehicles = useVehicles(list.params);
  const toggle = useSetVehicleActive();
  const importer = useImportVehicles();
  const [drawer, setDrawer] = useState<{ open: boolean; id: number | null }>({ open: false, id: null });
  const [importing, setImporting] = useState(false);
  const columns = vehicleColumns(t, {
    onEdit: (row) => setDrawer({ open: true, id: row.id }),
    onToggle: (row) => toggle.mutate({ id: row.id, active: !row.isActive }),
    togglingId: toggle.isPending ? (toggle.variables?.id ?? null) : null,
  });
  return (
    <>
      <DataTable<TVehicleSummary, VehicleFilterValues>
        list={list}
        query={vehicles}
        columns={columns}
        rowKey="id"
        testId="vehicles-table"
        searchPlaceholder={t('vehicles:list.search')}
        filters={<VehicleFilters list={list} />}
        onExport={() => exportVehicles(list.params)}
        actions={
          <>
            <Button
              icon={<ImportOutlined />}
              onClick={() => setImporting(true)}
              data-testid="vehicles-import"
            >
              {t('common:sheetImport.open')}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setDrawer({ open: true, id: null })}
              data-testid="vehicles-add"
            >
              {t('vehicles:list.add')}
            </Button>
          </>
        }
      />
      <VehicleDrawer
        open={drawer.open}
        vehicleId={drawer.id}
        onClose={() => setDrawer({ open: false, id: null })}
      />
      <ImportJobModal
        open={importing}
        onClose={() => setImporting(false)}
        title={t('vehicles:import.title')}
        kind="vehicle-import"
        writes="all-or-nothing"
        onTemplate={downloadVehicleTemplate}
        start={importer.start}
        onImported={(report) => {
          importer.imported();
          toast.success(t('common:sheetImport.done', { created: report.created }));
        }}
      />
    </>
  );
};
