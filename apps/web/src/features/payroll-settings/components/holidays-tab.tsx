import { CalendarOutlined, PlusOutlined, UnorderedListOutlined } from '@ant-design/icons';
import { HOLIDAY_KINDS, type HolidayKind, type THoliday } from '@zerg/shared';
import { Button, Card, DatePicker, Flex, Segmented, Select, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table';
import { toast } from '../../../components/toast';
import { useListState } from '../../../components/use-list-state';
import { errorMessage } from '../../../lib/error-message';
import { useDeleteHoliday } from '../api/delete-holiday';
import { exportHolidays } from '../api/export-holidays';
import { type HolidayFilters, useHolidays } from '../api/get-holidays';
import { useSetHolidayObserved } from '../api/set-holiday-observed';
import { holidayColumns } from './holiday-columns';
import { HolidayFormModal } from './holiday-form-modal';
import { HolidayYearCalendar } from './holiday-year-calendar';

type View = 'list' | 'calendar';

/**
 * The Holidays tab: one year's national holidays (from the official calendar), the company's own
 * holidays and non-working days; HR adds its days and marks national ones the company works.
 */
export const HolidaysTab = () => {
  const { t } = useTranslation();
  const [year, setYear] = useState(() => dayjs().year());
  const [view, setView] = useState<View>('list');
  const [editing, setEditing] = useState<THoliday | 'new' | null>(null);
  const list = useListState<HolidayFilters>({ sortBy: 'date', urlKey: 'holidays' });
  const params = { ...list.params, filters: { ...list.params.filters, year } };
  const holidays = useHolidays(params, view === 'list');
  // A year holds a few dozen days at most: the calendar takes them all in one page.
  const wholeYear = useHolidays(
    { page: 1, perPage: 200, sortDesc: false, filters: { year } },
    view === 'calendar',
  );
  const filtering = Boolean(list.params.q) || Object.keys(list.params.filters ?? {}).length > 0;
  const observed = useSetHolidayObserved();
  const remove = useDeleteHoliday();

  const columns = holidayColumns(t, {
    onEdit: setEditing,
    onDelete: (row) =>
      remove.mutateAsync({ id: row.id }).then(
        () => toast.success(t('payroll-settings:holidays.deleted')),
        (error: unknown) => toast.danger(errorMessage(t, error)),
      ),
    onObserved: (row, value) =>
      observed.mutate(
        { id: row.id, observed: value },
        {
          onSuccess: () =>
            toast.success(
              t(value ? 'payroll-settings:holidays.nowObserved' : 'payroll-settings:holidays.nowWorked', {
                name: row.name,
              }),
            ),
          onError: (error) => toast.danger(errorMessage(t, error)),
        },
      ),
    savingId: observed.isPending ? (observed.variables?.id ?? null) : null,
  });

  const toolbar = (
    <Flex gap={12} wrap align="center" justify="space-between" style={{ marginBottom: 16 }}>
      <Flex gap={12} align="center" wrap>
        <Typography.Text strong>{t('payroll-settings:holidays.year')}</Typography.Text>
        <DatePicker
          picker="year"
          allowClear={false}
          value={dayjs(`${year}-01-01`)}
          onChange={(value) => value && setYear(value.year())}
          disabledDate={(d) => d.year() < 2000 || d.year() > 2100}
          style={{ width: 120 }}
          data-testid="holiday-year"
        />
        <Segmented<View>
          value={view}
          onChange={setView}
          options={[
            {
              value: 'list',
              icon: <UnorderedListOutlined />,
              label: t('payroll-settings:holidays.viewList'),
            },
            {
              value: 'calendar',
              icon: <CalendarOutlined />,
              label: t('payroll-settings:holidays.viewCalendar'),
            },
          ]}
          data-testid="holiday-view"
        />
      </Flex>
      <Typography.Text type="secondary">{t('payroll-settings:holidays.sourceNote')}</Typography.Text>
    </Flex>
  );

  const addButton = (
    <Button
      type="primary"
      icon={<PlusOutlined />}
      onClick={() => setEditing('new')}
      data-testid="holiday-add"
    >
      {t('payroll-settings:holidays.add')}
    </Button>
  );

  return (
    <>
      {toolbar}
      {view === 'list' ? (
        <DataTable<THoliday, HolidayFilters>
          list={list}
          query={holidays}
          columns={columns}
          rowKey="id"
          testId="holidays-table"
          searchPlaceholder={t('payroll-settings:holidays.search')}
          emptyText={filtering ? undefined : t('payroll-settings:holidays.empty', { year })}
          filters={
            <>
              <Select<HolidayKind>
                allowClear
                placeholder={t('payroll-settings:holidays.columns.kind')}
                value={list.filters.kind}
                onChange={(value) => list.setFilter('kind', value)}
                options={HOLIDAY_KINDS.map((kind) => ({
                  value: kind,
                  label: t(`payroll-settings:kinds.${kind}`),
                }))}
                style={{ width: 170 }}
                data-testid="filter-kind"
              />
              <Select<'yes' | 'no'>
                allowClear
                placeholder={t('payroll-settings:holidays.columns.observed')}
                value={list.filters.observed === undefined ? undefined : list.filters.observed ? 'yes' : 'no'}
                onChange={(value) =>
                  list.setFilter('observed', value === undefined ? undefined : value === 'yes')
                }
                options={[
                  { value: 'yes', label: t('payroll-settings:holidays.observedYes') },
                  { value: 'no', label: t('payroll-settings:holidays.observedNo') },
                ]}
                style={{ width: 170 }}
                data-testid="filter-observed"
              />
            </>
          }
          onExport={() => exportHolidays(params, year)}
          actions={addButton}
        />
      ) : (
        <Card extra={addButton} title={t('payroll-settings:holidays.calendarTitle', { year })}>
          <Spin spinning={wholeYear.isFetching}>
            <HolidayYearCalendar year={year} holidays={wholeYear.data?.data ?? []} />
          </Spin>
        </Card>
      )}
      <HolidayFormModal year={year} target={editing} onClose={() => setEditing(null)} />
    </>
  );
};
