import { QrcodeOutlined, ReloadOutlined } from '@ant-design/icons';
import type { TodayState, TTodayCounts, TTodayPerson } from '@zerg/shared';
import {
  Button,
  Card,
  Col,
  Flex,
  Input,
  Row,
  Segmented,
  Select,
  Statistic,
  Table,
  Tag,
  Typography,
} from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { formatDate, formatTime } from '../../../lib/format-date';
import { TODAY_REFRESH_MS, useAttendanceToday } from '../api/get-attendance-today';
import { useReportFilters } from '../api/get-report-filters';
import { DAY_CODE_COLORS } from '../components/day-codes';

const STATE_COLORS: Record<TodayState | 'late', string> = {
  in: DAY_CODE_COLORS.marked,
  late: DAY_CODE_COLORS.late,
  left: '#4b4b4b',
  absent: DAY_CODE_COLORS.unmarked,
  leave: DAY_CODE_COLORS.vacation,
  remote: DAY_CODE_COLORS.remote,
  not_working: DAY_CODE_COLORS.not_working,
};
const COUNTED: readonly (keyof TTodayCounts & keyof typeof STATE_COLORS)[] = [
  'in',
  'late',
  'left',
  'absent',
  'leave',
  'remote',
  'not_working',
];

const clock = (iso: string | null, lang: string) => (iso ? formatTime(iso, lang) : '—');

/** /monitoring/attendance: today, live — who is in, late, absent, on leave, remote; per area and campus. */
export const MonitoringAttendancePage = () => {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [areaId, setAreaId] = useState<number>();
  const [campusId, setCampusId] = useState<number>();
  const [state, setState] = useState<TodayState | 'late' | 'all'>('all');
  const [search, setSearch] = useState('');
  const options = useReportFilters();
  const today = useAttendanceToday({ ...(areaId ? { areaId } : {}), ...(campusId ? { campusId } : {}) });

  if (today.isPending) return <PageLoader />;
  if (today.isError && !today.data)
    return <ErrorState error={today.error} onRetry={() => void today.refetch()} />;
  const data = today.data;
  const needle = search.trim().toLowerCase();
  const people = data.people.filter(
    (p) =>
      (state === 'all' ||
        (state === 'late'
          ? p.lateMinutes > 0 && (p.state === 'in' || p.state === 'left')
          : p.state === state)) &&
      (!needle || p.employeeName.toLowerCase().includes(needle)),
  );
  const countColumns = (nameKey: string) => [
    { title: t(nameKey), dataIndex: 'name' },
    ...COUNTED.map((key) => ({
      title: t(`attendance-reports:today.${key}`),
      dataIndex: key,
      align: 'right' as const,
      render: (value: number) => (value > 0 ? <b style={{ color: STATE_COLORS[key] }}>{value}</b> : value),
    })),
    { title: t('attendance-reports:today.total'), dataIndex: 'total', align: 'right' as const },
  ];

  return (
    <Flex vertical gap={16} data-testid="monitoring-attendance">
      <Flex gap={12} wrap align="center" justify="space-between">
        <Flex gap={12} wrap>
          <Select<number>
            allowClear
            placeholder={t('attendance-reports:filters.area')}
            value={areaId}
            onChange={setAreaId}
            options={(options.data?.areas ?? []).map((a) => ({ value: a.id, label: a.name }))}
            style={{ width: 180 }}
            data-testid="filter-area"
          />
          <Select<number>
            allowClear
            placeholder={t('attendance-reports:filters.campus')}
            value={campusId}
            onChange={setCampusId}
            options={(options.data?.campuses ?? []).map((c) => ({ value: c.id, label: c.name }))}
            style={{ width: 180 }}
            data-testid="filter-campus"
          />
        </Flex>
        <Flex gap={8} align="center">
          <Typography.Text type="secondary" data-testid="today-updated">
            {t('attendance-reports:today.updated', {
              date: formatDate(data.date),
              time: clock(data.generatedAt, i18n.language),
              seconds: TODAY_REFRESH_MS / 1000,
            })}
          </Typography.Text>
          <Button
            icon={<ReloadOutlined />}
            loading={today.isFetching}
            onClick={() => void today.refetch()}
            aria-label={t('attendance-reports:today.refresh')}
          />
          {/* The campus kiosk (attendance marking) opens full screen on the entrance's tablet. */}
          <Button
            icon={<QrcodeOutlined />}
            onClick={() => void navigate('/monitoring/attendance/kiosk')}
            data-testid="open-kiosk"
          >
            {t('attendance-reports:today.openKiosk')}
          </Button>
        </Flex>
      </Flex>
      {today.isError && <ErrorState error={today.error} />}
      <Row gutter={[12, 12]}>
        {COUNTED.map((key) => (
          <Col key={key} flex="1 1 130px">
            <Card
              size="small"
              hoverable
              onClick={() => setState(state === key ? 'all' : key)}
              data-testid={`today-count-${key}`}
            >
              <Statistic
                title={t(`attendance-reports:today.${key}`)}
                value={data.counts[key]}
                valueStyle={{ color: STATE_COLORS[key], fontWeight: 600 }}
              />
            </Card>
          </Col>
        ))}
      </Row>
      {/* Side by side only from 1600 px: each table's state columns need the whole width of a laptop. */}
      <Row gutter={[16, 16]}>
        <Col xs={24} xxl={12}>
          <Card size="small" title={t('attendance-reports:today.byArea')}>
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={data.byArea}
              columns={countColumns('attendance-reports:columns.area')}
              data-testid="today-by-area"
            />
          </Card>
        </Col>
        <Col xs={24} xxl={12}>
          <Card size="small" title={t('attendance-reports:today.byCampus')}>
            <Table
              size="small"
              rowKey="id"
              pagination={false}
              scroll={{ x: 'max-content' }}
              dataSource={data.byCampus}
              columns={countColumns('attendance-reports:columns.campus')}
              data-testid="today-by-campus"
            />
          </Card>
        </Col>
      </Row>
      <Card
        size="small"
        title={t('attendance-reports:today.people')}
        extra={
          <Input.Search
            allowClear
            placeholder={t('attendance-reports:search')}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
            style={{ width: 240 }}
          />
        }
      >
        <Segmented
          value={state}
          onChange={(value) => setState(value as typeof state)}
          options={[
            { value: 'all', label: `${t('attendance-reports:today.all')} (${data.counts.total})` },
            ...COUNTED.map((key) => ({
              value: key,
              label: `${t(`attendance-reports:today.${key}`)} (${data.counts[key]})`,
            })),
          ]}
          style={{ marginBottom: 12, flexWrap: 'wrap' }}
          data-testid="today-state"
        />
        <Table<TTodayPerson>
          size="small"
          rowKey="employeeId"
          dataSource={people}
          pagination={{ pageSize: 25, showSizeChanger: false, hideOnSinglePage: true }}
          scroll={{ x: 'max-content' }}
          data-testid="today-people"
          columns={[
            { title: t('attendance-reports:columns.employee'), dataIndex: 'employeeName' },
            { title: t('attendance-reports:columns.area'), dataIndex: 'areaName' },
            { title: t('attendance-reports:columns.campus'), dataIndex: 'campusName' },
            {
              title: t('attendance-reports:columns.state'),
              dataIndex: 'state',
              render: (_: unknown, p) => (
                <Flex gap={4}>
                  <Tag color={STATE_COLORS[p.state]}>{t(`attendance-reports:today.${p.state}`)}</Tag>
                  {p.lateMinutes > 0 && (p.state === 'in' || p.state === 'left') && (
                    <Tag color={STATE_COLORS.late}>
                      {t('attendance-reports:today.lateBy', { minutes: p.lateMinutes })}
                    </Tag>
                  )}
                </Flex>
              ),
            },
            {
              title: t('attendance-reports:today.firstEntry'),
              dataIndex: 'firstEntryAt',
              render: (v: string | null) => clock(v, i18n.language),
            },
            {
              title: t('attendance-reports:today.lastExit'),
              dataIndex: 'lastExitAt',
              render: (v: string | null) => clock(v, i18n.language),
            },
          ]}
        />
        {data.truncated && (
          <Typography.Text type="secondary">{t('attendance-reports:today.truncated')}</Typography.Text>
        )}
      </Card>
    </Flex>
  );
};
