import type { TEmailEventItem } from '@zerg/shared';
import { Select, Switch, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { toast } from '../../../components/toast';
import { useListState } from '../../../components/use-list-state';
import { errorMessage } from '../../../lib/error-message';
import { updateEmailEvent, useEmailWrite } from '../api/email-writes';
import { exportEmailEvents } from '../api/export-lists';
import { type EmailEventFilters, useEmailEvents } from '../api/get-email-events';
import { EventLabel } from './event-label';

const MODULES = ['users', 'rrhh', 'treasury', 'operations'] as const;

/** The catalogue of business events: who is told (counts) and a switch per event. */
export const EventsTable = () => {
  const { t } = useTranslation();
  const list = useListState<EmailEventFilters>({ sortBy: 'event', urlKey: 'events' });
  const events = useEmailEvents(list.params);
  const toggle = useEmailWrite(updateEmailEvent);

  const columns: DataTableColumn<TEmailEventItem>[] = [
    {
      title: t('settings:events.columns.event'),
      dataIndex: 'event',
      sortKey: 'event',
      render: (event: string) => <EventLabel event={event} />,
    },
    {
      title: t('settings:events.columns.module'),
      dataIndex: 'module',
      sortKey: 'module',
      width: 150,
      render: (module: string) => <Tag>{t(`settings:modules.${module}`)}</Tag>,
    },
    {
      title: t('settings:events.columns.recipients'),
      dataIndex: 'recipientCount',
      width: 130,
      align: 'right',
      render: (n: number, row) =>
        row.personal ? <Tag color="purple">{t('settings:events.personal')}</Tag> : n,
    },
    { title: t('settings:events.columns.groups'), dataIndex: 'groupCount', width: 110, align: 'right' },
    {
      title: t('settings:events.columns.enabled'),
      dataIndex: 'enabled',
      width: 110,
      render: (enabled: boolean, row) => (
        <Tooltip title={row.personal ? t('settings:events.personalHint') : undefined}>
          <Switch
            checked={enabled}
            disabled={row.personal}
            loading={toggle.isPending && toggle.variables?.event === row.event}
            onChange={(checked) =>
              toggle.mutate(
                { event: row.event, enabled: checked },
                { onError: (error) => toast.danger(errorMessage(t, error)) },
              )
            }
            data-testid={`event-enabled-${row.event}`}
          />
        </Tooltip>
      ),
    },
  ];

  return (
    <DataTable<TEmailEventItem, EmailEventFilters>
      list={list}
      query={events}
      columns={columns}
      rowKey="event"
      testId="email-events-table"
      searchPlaceholder={t('settings:events.search')}
      onExport={() => exportEmailEvents(list.params)}
      filters={
        <>
          <Select<string>
            allowClear
            placeholder={t('settings:events.columns.module')}
            value={list.filters.module}
            onChange={(value) => list.setFilter('module', value)}
            options={MODULES.map((m) => ({ value: m, label: t(`settings:modules.${m}`) }))}
            style={{ width: 160 }}
            data-testid="filter-event-module"
          />
          <Select<'on' | 'off'>
            allowClear
            placeholder={t('settings:events.columns.enabled')}
            value={list.filters.enabled === undefined ? undefined : list.filters.enabled ? 'on' : 'off'}
            onChange={(value) => list.setFilter('enabled', value === undefined ? undefined : value === 'on')}
            options={[
              { value: 'on', label: t('common:status.active') },
              { value: 'off', label: t('common:status.inactive') },
            ]}
            style={{ width: 140 }}
            data-testid="filter-event-enabled"
          />
        </>
      }
    />
  );
};
