import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import type { TViaticRate } from '@zerg/shared';
import { Button, Checkbox, Select, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { toast } from '../../../components/toast';
import { useListState } from '../../../components/use-list-state';
import { errorMessage } from '../../../lib/error-message';
import { formatDate, limaToday } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useDeleteViaticRate } from '../api/delete-viatic-rate';
import { exportViaticRates } from '../api/export-viatic-rates';
import { useViaticRateZones } from '../api/get-viatic-rate-zones';
import { useViaticRates, type ViaticRateFilters } from '../api/get-viatic-rates';
import { ViaticRateFormModal } from './viatic-rate-form-modal';

/** Payroll settings › Viatics: each zone's daily rates by concept, dated. */
export const ViaticRatesTab = () => {
  const { t, i18n } = useTranslation();
  const list = useListState<ViaticRateFilters>({ sortBy: 'zoneName', urlKey: 'viatic-rates' });
  const rows = useViaticRates(list.params);
  const zones = useViaticRateZones(limaToday());
  const remove = useDeleteViaticRate();
  const [editing, setEditing] = useState<TViaticRate | 'new' | null>(null);
  const money = (v: string) => formatMoney(v, 'PEN', i18n.language);

  const columns: DataTableColumn<TViaticRate>[] = [
    {
      title: t('viatics:fields.zone'),
      dataIndex: 'zoneName',
      sortKey: 'zoneName',
      render: (name: string, row) => (
        <Space>
          {name}
          {row.current && <Tag color="success">{t('viatics:rates.current')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('viatics:rates.validFrom'),
      dataIndex: 'validFrom',
      sortKey: 'validFrom',
      render: (v: string) => formatDate(v),
    },
    { title: t('viatics:concepts.food'), dataIndex: 'food', align: 'right', render: money },
    { title: t('viatics:concepts.lodgingNight'), dataIndex: 'lodging', align: 'right', render: money },
    {
      title: t('viatics:concepts.localTransport'),
      dataIndex: 'localTransport',
      align: 'right',
      render: money,
    },
    {
      title: t('common:table.actions'),
      key: 'actions',
      align: 'center',
      render: (_v, row) => (
        <Space size={0}>
          <Tooltip title={t('common:actions.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              aria-label={t('common:actions.edit')}
              onClick={() => setEditing(row)}
              data-testid={`viatic-rate-edit-${row.id}`}
            />
          </Tooltip>
          <Tooltip title={t('viatics:rates.delete')}>
            <ConfirmButton
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('viatics:rates.delete')}
              confirmDescription={t('viatics:rates.deleteHint')}
              onConfirm={() =>
                remove.mutateAsync({ id: row.id }).then(
                  () => toast.success(t('viatics:rates.deleted')),
                  (error: unknown) => toast.danger(errorMessage(t, error)),
                )
              }
              data-testid={`viatic-rate-delete-${row.id}`}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <>
      <DataTable<TViaticRate, ViaticRateFilters>
        list={list}
        query={rows}
        columns={columns}
        rowKey="id"
        testId="viatic-rates-table"
        searchPlaceholder={t('viatics:rates.search')}
        emptyText={t('viatics:rates.empty')}
        filters={
          <>
            <Select<number>
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('viatics:filters.zone')}
              value={list.filters.zoneId}
              onChange={(value) => list.setFilter('zoneId', value)}
              options={(zones.data?.data ?? []).map((z) => ({ value: z.id, label: z.name }))}
              style={{ width: 180 }}
            />
            <Checkbox
              checked={list.filters.currentOnly ?? false}
              onChange={(e) => list.setFilter('currentOnly', e.target.checked || undefined)}
            >
              {t('viatics:rates.currentOnly')}
            </Checkbox>
          </>
        }
        onExport={() => exportViaticRates(list.params)}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="viatic-rate-add"
          >
            {t('viatics:rates.add')}
          </Button>
        }
      />
      <ViaticRateFormModal target={editing} onClose={() => setEditing(null)} />
    </>
  );
};
