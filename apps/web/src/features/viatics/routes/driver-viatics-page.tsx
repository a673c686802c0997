import { Empty, Flex, Pagination, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { DRIVER_ATTENDANCE_TABS, RouteTabs } from '../../../components/route-tabs';
import { useDriverViatics } from '../api/get-driver-viatics';
import { DriverViaticCard } from '../components/driver-viatic-card';

const PER_PAGE = 10;
type Shown = 'all' | 1 | 2 | 3;

/** /driver/attendance/viatics: the signed-in driver's own viatics, phone first. */
export const DriverViaticsPage = () => {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [shown, setShown] = useState<Shown>('all');
  const rows = useDriverViatics({
    page,
    perPage: PER_PAGE,
    filters: shown === 'all' ? undefined : { status: shown },
  });

  return (
    <Flex vertical gap={12} style={{ maxWidth: 640, margin: '0 auto', width: '100%' }}>
      <RouteTabs tabs={DRIVER_ATTENDANCE_TABS} />
      <Segmented<Shown>
        block
        value={shown}
        onChange={(value) => {
          setShown(value);
          setPage(1);
        }}
        options={[
          { value: 'all', label: t('viatics:driver.all') },
          { value: 1, label: t('viatics:tabs.pending') },
          { value: 2, label: t('viatics:tabs.approved') },
          { value: 3, label: t('viatics:stages.rejected') },
        ]}
        data-testid="driver-viatic-filter"
      />
      {rows.isPending && <Skeleton active />}
      {rows.isError && <ErrorState error={rows.error} onRetry={() => void rows.refetch()} />}
      {rows.data && rows.data.total === 0 && (
        <Empty description={t('viatics:driver.empty')} data-testid="driver-viatic-empty" />
      )}
      {rows.data?.data.map((v) => (
        <DriverViaticCard key={v.id} viatic={v} />
      ))}
      {rows.data && rows.data.total > PER_PAGE && (
        <Pagination
          align="center"
          simple
          current={page}
          pageSize={PER_PAGE}
          total={rows.data.total}
          onChange={setPage}
        />
      )}
    </Flex>
  );
};
