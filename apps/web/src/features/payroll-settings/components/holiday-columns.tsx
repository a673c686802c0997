import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { HolidayKind, THoliday } from '@zerg/shared';
import { Button, Flex, Space, Switch, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import type { TFunction } from 'i18next';
import { ConfirmButton } from '../../../components/confirm-button';
import type { DataTableColumn } from '../../../components/data-table';
import { formatDate } from '../../../lib/format-date';
import { HolidayKindTag } from './holiday-kind-tag';

export type HolidayRowActions = {
  onEdit: (row: THoliday) => void;
  onDelete: (row: THoliday) => Promise<unknown>;
  onObserved: (row: THoliday, observed: boolean) => void;
  /** The row whose observed switch is saving. */
  savingId: number | null;
};

/** The columns of the holidays list. */
export const holidayColumns = (t: TFunction, actions: HolidayRowActions): DataTableColumn<THoliday>[] => [
  {
    title: t('payroll-settings:holidays.columns.date'),
    dataIndex: 'date',
    sortKey: 'date',
    width: 150,
    render: (date: string) => (
      <Flex vertical>
        <Typography.Text strong>{formatDate(date)}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12, textTransform: 'capitalize' }}>
          {dayjs(date).format('dddd')}
        </Typography.Text>
      </Flex>
    ),
  },
  {
    title: t('payroll-settings:holidays.columns.name'),
    dataIndex: 'name',
    sortKey: 'name',
    render: (name: string, row) => (
      <Typography.Text delete={!row.observed} type={row.observed ? undefined : 'secondary'}>
        {name}
      </Typography.Text>
    ),
  },
  {
    title: t('payroll-settings:holidays.columns.kind'),
    dataIndex: 'kind',
    sortKey: 'kind',
    render: (kind: HolidayKind) => <HolidayKindTag kind={kind} />,
  },
  {
    title: t('payroll-settings:holidays.columns.source'),
    dataIndex: 'source',
    render: (source: THoliday['source'], row) => (
      <Flex vertical>
        <Typography.Text>{t(`payroll-settings:sources.${source}`)}</Typography.Text>
        {row.createdByName && (
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.createdByName}
          </Typography.Text>
        )}
      </Flex>
    ),
  },
  {
    title: t('payroll-settings:holidays.columns.observed'),
    dataIndex: 'observed',
    align: 'center',
    fixed: 'right',
    render: (observed: boolean, row) => (
      <Tooltip title={t('payroll-settings:holidays.observedHint')}>
        <Switch
          size="small"
          checked={observed}
          loading={actions.savingId === row.id}
          onChange={(checked) => actions.onObserved(row, checked)}
          aria-label={t('payroll-settings:holidays.columns.observed')}
          data-testid={`holiday-observed-${row.date}`}
        />
      </Tooltip>
    ),
  },
  {
    title: t('common:table.actions'),
    key: 'actions',
    fixed: 'right',
    align: 'center',
    width: 110,
    render: (_value, row) =>
      row.kind === 'national' ? (
        <Tooltip title={t('payroll-settings:holidays.nationalLocked')}>
          <Typography.Text type="secondary">—</Typography.Text>
        </Tooltip>
      ) : (
        <Space size={0}>
          <Tooltip title={t('common:actions.edit')}>
            <Button
              type="text"
              icon={<EditOutlined />}
              onClick={() => actions.onEdit(row)}
              aria-label={t('common:actions.edit')}
              data-testid={`holiday-edit-${row.date}`}
            />
          </Tooltip>
          <Tooltip title={t('payroll-settings:holidays.delete')}>
            <ConfirmButton
              type="text"
              danger
              icon={<DeleteOutlined />}
              aria-label={t('payroll-settings:holidays.delete')}
              confirmTitle={t('payroll-settings:holidays.deleteQuestion', { name: row.name })}
              onConfirm={() => actions.onDelete(row)}
              data-testid={`holiday-delete-${row.date}`}
            />
          </Tooltip>
        </Space>
      ),
  },
];
