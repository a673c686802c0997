import type { TViatic } from '@zerg/shared';
import { Card, Col, Drawer, List, Row, Skeleton, Statistic, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { formatDate } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/format-money';
import { useViaticTracking } from '../api/get-viatic-tracking';
import { ViaticStageTag } from './viatic-stage-tag';

/** One employee's viatic history with totals by status (SPEC §7 get-employee-viatic-tracking). */
export const ViaticTrackingDrawer = ({
  employeeId,
  onClose,
}: {
  employeeId: number | null;
  onClose: () => void;
}) => {
  const { t, i18n } = useTranslation();
  const tracking = useViaticTracking(employeeId);
  const money = (v: string) => formatMoney(v, 'PEN', i18n.language);
  const data = tracking.data;

  return (
    <Drawer
      open={employeeId !== null}
      onClose={onClose}
      width={560}
      title={data ? t('viatics:tracking.title', { name: data.employeeName }) : t('viatics:tracking.loading')}
      data-testid="viatic-tracking"
    >
      {tracking.isPending && employeeId !== null && <Skeleton active />}
      {tracking.isError && <ErrorState error={tracking.error} onRetry={() => void tracking.refetch()} />}
      {data && (
        <>
          <Row gutter={[12, 12]} style={{ marginBottom: 16 }}>
            {(['pending', 'approved', 'rejected'] as const).map((key) => (
              <Col xs={24} sm={8} key={key}>
                <Card size="small">
                  <Statistic
                    title={t(`viatics:tracking.${key}`, { count: data.totals[key].count })}
                    value={money(data.totals[key].total)}
                    valueStyle={{ fontSize: 18 }}
                  />
                  <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                    {t('viatics:tracking.days', { count: data.totals[key].days })}
                  </Typography.Text>
                </Card>
              </Col>
            ))}
          </Row>
          <Typography.Paragraph data-testid="viatic-tracking-unpaid">
            {t('viatics:tracking.unpaid', { amount: money(data.totals.approvedUnpaidBalance) })}
          </Typography.Paragraph>
          <List<TViatic>
            dataSource={data.data}
            locale={{ emptyText: t('viatics:tracking.empty') }}
            renderItem={(v) => (
              <List.Item extra={<ViaticStageTag stage={v.stage} />}>
                <List.Item.Meta
                  title={`${v.zoneName} · ${money(v.total)}`}
                  description={`${formatDate(v.startDate)} – ${formatDate(v.endDate)} · ${v.purpose}`}
                />
              </List.Item>
            )}
          />
        </>
      )}
    </Drawer>
  );
};
