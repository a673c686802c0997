import { PlusOutlined } from '@ant-design/icons';
import type { RemoteWorkStatus, TRemoteWork } from '@zerg/shared';
import { Button, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { toast } from '../../../components/toast';
import { useListState } from '../../../components/use-list-state';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { weekdayName } from '../../../lib/weekday-name';
import { useActivateRemoteWork } from '../api/activate-remote-work';
import { exportRemoteWork } from '../api/export-remote-work';
import { type RemoteWorkFilters, useRemoteWork } from '../api/get-remote-work';
import { useInactivateRemoteWork } from '../api/inactivate-remote-work';
import { remoteWorkColumns } from './remote-work-columns';
import { RemoteWorkFormModal } from './remote-work-form-modal';

/** One tab of homework status: the assignments of one status, with search, weekday filter and export. */
export const RemoteWorkTable = ({ status }: { status: RemoteWorkStatus }) => {
  const { t, i18n } = useTranslation();
  const list = useListState<RemoteWorkFilters>({ sortBy: 'employeeName', urlKey: status });
  const params = { ...list.params, filters: { ...list.params.filters, status } };
  const rows = useRemoteWork(params);
  const filtering = Boolean(list.params.q) || Object.keys(list.params.filters ?? {}).length > 0;
  const activate = useActivateRemoteWork();
  const inactivate = useInactivateRemoteWork();
  const [editing, setEditing] = useState<TRemoteWork | 'new' | null>(null);

  const toggle = (row: TRemoteWork) =>
    (row.status === 'active' ? inactivate : activate).mutateAsync(row.id).then(
      () => toast.success(t(row.status === 'active' ? 'remote-work:inactivated' : 'remote-work:activated')),
      (error: unknown) => {
        // An overlap names the assignment that took the days; show that, not just the code.
        const detail = isApiError(error) ? Object.values(error.errors ?? {})[0]?.[0] : undefined;
        toast.danger(detail ?? errorMessage(t, error));
      },
    );

  return (
    <>
      <DataTable<TRemoteWork, RemoteWorkFilters>
        list={list}
        query={rows}
        columns={remoteWorkColumns(t, { onEdit: setEditing, onToggle: toggle })}
        rowKey="id"
        testId={`remote-work-table-${status}`}
        searchPlaceholder={t('remote-work:search')}
        emptyText={
          filtering
            ? undefined
            : t(status === 'active' ? 'remote-work:emptyActive' : 'remote-work:emptyInactive')
        }
        filters={
          <Select<number>
            allowClear
            placeholder={t('remote-work:filters.weekday')}
            value={list.filters.weekday}
            onChange={(value) => list.setFilter('weekday', value)}
            options={[1, 2, 3, 4, 5, 6, 7].map((day) => ({
              value: day,
              label: weekdayName(day, i18n.language),
            }))}
            style={{ width: 170 }}
            data-testid="filter-weekday"
          />
        }
        onExport={() => exportRemoteWork(params)}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="remote-work-add"
          >
            {t('remote-work:add')}
          </Button>
        }
      />
      <RemoteWorkFormModal target={editing} onClose={() => setEditing(null)} />
    </>
  );
};
