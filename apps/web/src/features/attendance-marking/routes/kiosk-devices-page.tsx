import { PlusOutlined } from '@ant-design/icons';
import { KIOSK_DEVICE_STATUSES, type TKioskDevice } from '@zerg/shared';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { toast } from '../../../components/toast';
import { useListState } from '../../../components/use-list-state';
import { errorMessage } from '../../../lib/error-message';
import { exportKioskDevices } from '../api/export-kiosk-devices';
import { useKioskCampuses } from '../api/get-kiosk-campuses';
import { type KioskDeviceFilters, useKioskDevices } from '../api/get-kiosk-devices';
import { useRevokeKioskDevice } from '../api/revoke-kiosk-device';
import { kioskDeviceColumns } from '../components/kiosk-device-columns';
import { KioskDeviceFormModal } from '../components/kiosk-device-form-modal';

/** Settings › Kiosks (section 2): the registered attendance kiosks; register one, revoke one. */
export const KioskDevicesPage = () => {
  const { t } = useTranslation();
  const list = useListState<KioskDeviceFilters>({ sortBy: 'name' });
  const rows = useKioskDevices(list.params);
  const campuses = useKioskCampuses();
  const revoke = useRevokeKioskDevice();
  const [registering, setRegistering] = useState(false);
  const filtering = Boolean(list.params.q) || Object.keys(list.params.filters ?? {}).length > 0;

  const onRevoke = (row: TKioskDevice) =>
    revoke.mutateAsync(row.id).then(
      () => toast.success(t('attendance-marking:devices.revokedToast', { name: row.name })),
      (error: unknown) => toast.danger(errorMessage(t, error)),
    );

  return (
    <>
      <DataTable<TKioskDevice, KioskDeviceFilters>
        list={list}
        query={rows}
        columns={kioskDeviceColumns(t, onRevoke)}
        rowKey="id"
        testId="kiosk-devices-table"
        searchPlaceholder={t('attendance-marking:devices.search')}
        emptyText={filtering ? undefined : t('attendance-marking:devices.empty')}
        filters={
          <>
            <Select
              allowClear
              placeholder={t('attendance-marking:devices.columns.status')}
              value={list.filters.status}
              onChange={(value) => list.setFilter('status', value)}
              options={KIOSK_DEVICE_STATUSES.map((s) => ({
                value: s,
                label: t(s === 'active' ? 'common:status.active' : 'attendance-marking:devices.revoked'),
              }))}
              style={{ width: 150 }}
              data-testid="filter-status"
            />
            <Select<number>
              allowClear
              placeholder={t('attendance-marking:devices.columns.campus')}
              value={list.filters.campusId}
              onChange={(value) => list.setFilter('campusId', value)}
              options={(campuses.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              style={{ width: 190 }}
              data-testid="filter-campus"
            />
          </>
        }
        onExport={() => exportKioskDevices(list.params)}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setRegistering(true)}
            data-testid="kiosk-device-add"
          >
            {t('attendance-marking:devices.add')}
          </Button>
        }
      />
      <KioskDeviceFormModal open={registering} onClose={() => setRegistering(false)} />
    </>
  );
};
