import { EditOutlined, PlusOutlined } from '@ant-design/icons';
import { MARK_METHODS, type TAttendanceMark } from '@zerg/shared';
import { Button, DatePicker, Flex, Select, Tag, Tooltip, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/data-table';
import { ExpandableText } from '../../../components/expandable-text';
import { PAYROLL_ATTENDANCE_TABS, PAYROLL_TABS, RouteTabs } from '../../../components/route-tabs';
import { useListState } from '../../../components/use-list-state';
import { deviceLabel } from '../../../lib/device-label';
import { formatDate } from '../../../lib/format-date';
import { exportMarks } from '../api/export-marks';
import { useKioskCampuses } from '../api/get-kiosk-campuses';
import { type MarkFilters, useMarks } from '../api/get-marks';
import { limaDateTime } from '../components/lima-time';
import { ManualMarkModal } from '../components/manual-mark-modal';

/** HR payroll › Attendance › Marks (section 14): every mark, manual marks and corrections. */
export const MarksPage = () => {
  const { t } = useTranslation();
  const list = useListState<MarkFilters>({ sortBy: 'markedAt', sortDesc: true });
  const rows = useMarks(list.params);
  const campuses = useKioskCampuses();
  const [editing, setEditing] = useState<TAttendanceMark | 'new' | null>(null);
  const filtering = Boolean(list.params.q) || Object.keys(list.params.filters ?? {}).length > 0;

  const columns: DataTableColumn<TAttendanceMark>[] = [
    {
      title: t('attendance-marking:columns.employee'),
      dataIndex: 'employeeName',
      sortKey: 'employeeName',
      render: (name: string, row) => (
        <Flex vertical>
          <Typography.Text strong>{name}</Typography.Text>
          {row.areaName && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.areaName}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('attendance-marking:columns.workDate'),
      dataIndex: 'workDate',
      sortKey: 'workDate',
      render: (value: string) => formatDate(value),
    },
    {
      title: t('attendance-marking:columns.markedAt'),
      dataIndex: 'markedAt',
      sortKey: 'markedAt',
      render: (v: string) => limaDateTime(v),
    },
    {
      title: t('attendance-marking:columns.kind'),
      dataIndex: 'kind',
      render: (k: TAttendanceMark['kind']) => (
        <Tag color={k === 'entry' ? 'green' : 'volcano'}>{t(`attendance-marking:kind.${k}`)}</Tag>
      ),
    },
    {
      title: t('attendance-marking:columns.method'),
      dataIndex: 'method',
      render: (m: string, row) => (
        <Flex vertical>
          <span>{t(`attendance-marking:method.${m}`)}</span>
          {row.supersedesId && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {t('attendance-marking:correctionOf', { id: row.supersedesId })}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('attendance-marking:columns.campus'),
      dataIndex: 'campusName',
      render: (v: string | null, row) => (
        <Flex vertical>
          <span>{v ?? '—'}</span>
          {row.kioskDeviceName && (
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {row.kioskDeviceName}
            </Typography.Text>
          )}
        </Flex>
      ),
    },
    {
      title: t('attendance-marking:columns.reason'),
      dataIndex: 'reason',
      secondary: true,
      render: (v: string | null, row) => {
        if (v) return <ExpandableText text={v} />;
        if (!row.device) return <Typography.Text type="secondary">—</Typography.Text>;
        return (
          <Tooltip title={row.device}>
            <Typography.Text type="secondary">{deviceLabel(row.device)}</Typography.Text>
          </Tooltip>
        );
      },
    },
    { title: t('attendance-marking:columns.recordedBy'), dataIndex: 'recordedByName' },
    {
      title: t('common:table.actions'),
      key: 'actions',
      render: (_: unknown, row) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          onClick={() => setEditing(row)}
          data-testid={`mark-correct-${row.id}`}
        >
          {t('attendance-marking:correct')}
        </Button>
      ),
    },
  ];

  return (
    <>
      <RouteTabs tabs={PAYROLL_TABS} />
      <RouteTabs tabs={PAYROLL_ATTENDANCE_TABS} />
      <DataTable<TAttendanceMark, MarkFilters>
        list={list}
        query={rows}
        columns={columns}
        rowKey="id"
        testId="marks-table"
        searchPlaceholder={t('attendance-marking:search')}
        emptyText={filtering ? undefined : t('attendance-marking:emptyMarks')}
        filters={
          <>
            <DatePicker.RangePicker
              value={
                list.filters.from && list.filters.to
                  ? [dayjs(list.filters.from), dayjs(list.filters.to)]
                  : null
              }
              onChange={(range) => {
                list.setFilter('from', range?.[0]?.format('YYYY-MM-DD'));
                list.setFilter('to', range?.[1]?.format('YYYY-MM-DD'));
              }}
              data-testid="filter-dates"
            />
            <Select<string>
              allowClear
              placeholder={t('attendance-marking:columns.method')}
              value={list.filters.method}
              onChange={(v) => list.setFilter('method', v as MarkFilters['method'])}
              options={MARK_METHODS.map((m) => ({ value: m, label: t(`attendance-marking:method.${m}`) }))}
              style={{ width: 180 }}
              data-testid="filter-method"
            />
            <Select<number>
              allowClear
              placeholder={t('attendance-marking:columns.campus')}
              value={list.filters.campusId}
              onChange={(v) => list.setFilter('campusId', v)}
              options={(campuses.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
              style={{ width: 160 }}
              data-testid="filter-campus"
            />
          </>
        }
        onExport={() => exportMarks(list.params)}
        actions={
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing('new')}
            data-testid="mark-add"
          >
            {t('attendance-marking:add')}
          </Button>
        }
      />
      <ManualMarkModal target={editing} onClose={() => setEditing(null)} />
    </>
  );
};
