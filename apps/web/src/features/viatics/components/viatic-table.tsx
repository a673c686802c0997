import { PlusOutlined } from '@ant-design/icons';
import type { TViatic, ViaticStage } from '@zerg/shared';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { DateInput } from '../../../components/date-input';
import { toast } from '../../../components/toast';
import { useListState } from '../../../components/use-list-state';
import { errorMessage } from '../../../lib/error-message';
import { limaToday } from '../../../lib/format-date';
import { useAreas } from '../../../reference-data/get-areas';
import { useApproveViaticChief } from '../api/approve-viatic-chief';
import { useApproveViaticHr } from '../api/approve-viatic-hr';
import { exportViatics } from '../api/export-viatics';
import { useViaticRole } from '../api/get-viatic-role';
import { useViaticZones } from '../api/get-viatic-zones';
import { useViatics, type ViaticFilters } from '../api/get-viatics';
import { viaticColumns } from './viatic-columns';
import { ViaticFormModal } from './viatic-form-modal';
import { ViaticRejectModal } from './viatic-reject-modal';
import { ViaticTrackingDrawer } from './viatic-tracking-drawer';

/** One tab of viatics (status 1 pending or 2 approved), server-paged with filters and export. */
export const ViaticTable = ({ status }: { status: 1 | 2 }) => {
  const { t, i18n } = useTranslation();
  const list = useListState<ViaticFilters>({
    sortBy: 'startDate',
    sortDesc: true,
    urlKey: status === 1 ? 'pending' : 'approved',
  });
  const params = { ...list.params, filters: { ...list.params.filters, status } };
  const rows = useViatics(params);
  const role = useViaticRole();
  const zones = useViaticZones(limaToday());
  const areas = useAreas();
  const filtering = Boolean(list.params.q) || Object.keys(list.params.filters ?? {}).length > 0;
  const approveChief = useApproveViaticChief();
  const approveHr = useApproveViaticHr();
  const [editing, setEditing] = useState<TViatic | 'new' | null>(null);
  const [rejecting, setRejecting] = useState<TViatic | null>(null);
  const [tracking, setTracking] = useState<number | null>(null);
  const canRequest = Boolean(role.data?.canRequest);

  const run = (promise: Promise<unknown>, done: string) =>
    promise.then(
      () => toast.success(t(done)),
      (error: unknown) => toast.danger(errorMessage(t, error)),
    );

  return (
    <>
      <DataTable<TViatic, ViaticFilters>
        list={list}
        query={rows}
        columns={viaticColumns(t, i18n.language, {
          role: role.data,
          onTrack: (row) => setTracking(row.employeeId),
          onEdit: setEditing,
          onApproveChief: (row) => run(approveChief.mutateAsync({ id: row.id }), 'viatics:chiefApproved'),
          onApproveHr: (row) => run(approveHr.mutateAsync({ id: row.id }), 'viatics:hrApproved'),
          onReject: setRejecting,
        })}
        rowKey="id"
        testId={`viatic-table-${status}`}
        searchPlaceholder={t('viatics:search')}
        emptyText={filtering ? undefined : t(status === 1 ? 'viatics:emptyPending' : 'viatics:emptyApproved')}
        filters={
          <>
            {status === 1 && (
              <Select<ViaticStage>
                allowClear
                placeholder={t('viatics:filters.stage')}
                value={list.filters.stage}
                onChange={(value) => list.setFilter('stage', value)}
                options={(['chief', 'hr'] as const).map((s) => ({
                  value: s,
                  label: t(`viatics:stages.${s}`),
                }))}
                style={{ width: 180 }}
                data-testid="filter-stage"
              />
            )}
            <Select<number>
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('viatics:filters.zone')}
              value={list.filters.zoneId}
              onChange={(value) => list.setFilter('zoneId', value)}
              options={(zones.data?.data ?? []).map((z) => ({ value: z.id, label: z.name }))}
              style={{ width: 170 }}
              data-testid="filter-zone"
            />
            <Select<number>
              allowClear
              placeholder={t('viatics:filters.area')}
              value={list.filters.areaId}
              onChange={(value) => list.setFilter('areaId', value)}
              options={(areas.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
              style={{ width: 170 }}
              data-testid="filter-area"
            />
            <DateInput
              placeholder={t('viatics:filters.from')}
              value={list.filters.from ?? null}
              onChange={(value) => list.setFilter('from', value ?? undefined)}
              style={{ width: 150 }}
            />
            <DateInput
              placeholder={t('viatics:filters.to')}
              value={list.filters.to ?? null}
              onChange={(value) => list.setFilter('to', value ?? undefined)}
              style={{ width: 150 }}
            />
          </>
        }
        onExport={() => exportViatics(params)}
        actions={
          status === 1 && canRequest ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing('new')}
              data-testid="viatic-add"
            >
              {t('viatics:add')}
            </Button>
          ) : undefined
        }
      />
      {/* Its employee picker is for those who ask; monitoring's readers and deciders lack that list. */}
      {canRequest && <ViaticFormModal target={editing} onClose={() => setEditing(null)} />}
      <ViaticRejectModal target={rejecting} onClose={() => setRejecting(null)} />
      <ViaticTrackingDrawer employeeId={tracking} onClose={() => setTracking(null)} />
    </>
  );
};
