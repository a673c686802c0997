import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { PAYROLL_PARAMETER_KEYS, type PayrollParameterKey, type TPayrollParameter } from '@zerg/shared';
import { Alert, Button, Checkbox, Select, Space, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { DateInput } from '../../../components/date-input';
import { toast } from '../../../components/toast';
import { useListState } from '../../../components/use-list-state';
import { errorMessage } from '../../../lib/error-message';
import { formatDate, limaToday } from '../../../lib/format-date';
import { useDeletePayrollParameter } from '../api/delete-payroll-parameter';
import { exportPayrollParameters } from '../api/export-payroll-parameters';
import { useParametersInForce } from '../api/get-parameters-in-force';
import { type PayrollParameterFilters, usePayrollParameters } from '../api/get-payroll-parameters';
import { ParameterFormModal } from './parameter-form-modal';
import { parameterSource } from './parameter-source';
import { ParameterValue } from './parameter-value';

/** Whether the engine has every parameter on a date, and which are missing. */
const InForce = () => {
  const { t } = useTranslation();
  const [date, setDate] = useState(limaToday());
  const at = useParametersInForce(date);
  const missing = at.data?.missing ?? [];
  return (
    <Space style={{ marginBottom: 12 }} wrap>
      <span>{t('payroll-settings:parameters.inForceOn')}</span>
      <DateInput
        value={date}
        onChange={(v: string | null) => v && setDate(v)}
        allowClear={false}
        data-testid="in-force-date"
      />
      {at.data &&
        (at.data.complete ? (
          <Alert
            type="success"
            showIcon
            message={t('payroll-settings:parameters.complete')}
            data-testid="in-force-complete"
          />
        ) : (
          <Alert
            type="warning"
            showIcon
            data-testid="in-force-missing"
            message={
              missing.length
                ? t('payroll-settings:parameters.missing', {
                    list: missing.map((k) => t(`shared:payrollParameters.${k}`)).join(', '),
                  })
                : at.data.error
            }
          />
        ))}
    </Space>
  );
};

/** Payroll settings › Legal parameters: the dated history the payroll engine reads, with sources. */
export const ParametersTab = () => {
  const { t, i18n } = useTranslation();
  const list = useListState<PayrollParameterFilters>({ sortBy: 'parameter', urlKey: 'parameters' });
  const rows = usePayrollParameters(list.params);
  const remove = useDeletePayrollParameter();
  const [editing, setEditing] = useState<TPayrollParameter | 'new' | null>(null);
  const date = (v: string | null) => (v ? formatDate(v) : t('payroll-settings:parameters.open'));

  const columns: DataTableColumn<TPayrollParameter>[] = [
    {
      title: t('payroll-settings:parameters.parameter'),
      dataIndex: 'parameter',
      sortKey: 'parameter',
      render: (key: PayrollParameterKey, row) => (
        <Space>
          {t(`shared:payrollParameters.${key}`)}
          {row.current && <Tag color="success">{t('payroll-settings:parameters.current')}</Tag>}
        </Space>
      ),
    },
    {
      title: t('payroll-settings:parameters.value'),
      dataIndex: 'value',
      align: 'right',
      render: (_v, row) => (
        <ParameterValue parameter={row.parameter} value={row.value} locale={i18n.language} />
      ),
    },
    {
      title: t('payroll-settings:parameters.validFrom'),
      dataIndex: 'validFrom',
      sortKey: 'validFrom',
      render: date,
    },
    { title: t('payroll-settings:parameters.validTo'), dataIndex: 'validTo', render: date },
    {
      title: t('payroll-settings:parameters.source'),
      dataIndex: 'source',
      width: 320,
      render: (_v, row) => parameterSource(row, i18n.language),
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
              data-testid={`parameter-edit-${row.id}`}
            />
          </Tooltip>
          <Tooltip title={t('payroll-settings:parameters.delete')}>
            <ConfirmButton
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('payroll-settings:parameters.delete')}
              confirmDescription={t('payroll-settings:parameters.deleteHint')}
              onConfirm={() =>
                remove.mutateAsync({ id: row.id }).then(
                  () => toast.success(t('payroll-settings:parameters.deleted')),
                  (error: unknown) => toast.danger(errorMessage(t, error)),
                )
              }
              data-testid={`parameter-delete-${row.id}`}
            />
          </Tooltip>
        </Space>
      ),
    },
  ];

  return (
    <>
      <InForce />
      <DataTable<TPayrollParameter, PayrollParameterFilters>
        list={list}
        query={rows}
        columns={columns}
        rowKey="id"
        testId="parameters-table"
        searchPlaceholder={t('payroll-settings:parameters.search')}
        emptyText={t('payroll-settings:parameters.empty')}
        filters={
          <>
            <Select<PayrollParameterKey>
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('payroll-settings:parameters.parameter')}
              value={list.filters.parameter}
              onChange={(value) => list.setFilter('parameter', value)}
              options={PAYROLL_PARAMETER_KEYS.map((k) => ({
                value: k,
                label: t(`shared:payrollParameters.${k}`),
              }))}
              style={{ width: 240 }}
              data-testid="parameter-filter"
            />
            <Checkbox
              checked={list.filters.currentOnly ?? false}
              onChange={(e) => list.setFilter('currentOnly', e.target.checked || undefined)}
            >
              {t('payroll-settings:parameters.currentOnly')}
            </Checkbox>
          </>
        }
        onExport={() => exportPayrollParameters(list.params)}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="parameter-add"
          >
            {t('payroll-settings:parameters.add')}
          </Button>
        }
      />
      <ParameterFormModal target={editing} onClose={() => setEditing(null)} />
    </>
  );
};
