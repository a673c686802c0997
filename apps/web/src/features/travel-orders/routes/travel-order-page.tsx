import { EditOutlined, FilePdfOutlined } from '@ant-design/icons';
import type { TravelOrderState } from '@zerg/shared';
import { Button, Card, Descriptions, Input, Popconfirm, Space, Table, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { DownloadButton } from '../../../components/download-button';
import { ErrorState } from '../../../components/error-state';
import { PageLoader } from '../../../components/page-loader';
import { RecordTabs } from '../../../components/record-history/record-tabs';
import { toast } from '../../../components/toast';
import { TripReceiptsCard } from '../../../components/trip-receipts/trip-receipts-card';
import { errorMessage } from '../../../lib/error-message';
import { formatDateTime } from '../../../lib/format-date';
import { useChangeTravelOrderState } from '../api/change-travel-order-state';
import { downloadTravelOrderPdf } from '../api/download-travel-order-pdf';
import { useTravelOrder } from '../api/get-travel-order';
import { TRAVEL_ORDERS_QUERY_KEY } from '../api/keys';
import { DespatchCard } from '../components/despatch-card';
import { TravelOrderFormModal } from '../components/travel-order-form-modal';
import { TravelOrderStateTag } from '../components/travel-order-state-tag';

const when = (iso: string | null) => (iso ? formatDateTime(iso) : '—');

const TRAVEL_ORDER_LABELS = [{ ns: 'travel-orders', under: 'fields' }] as const;

/**
 * /operations/travel-orders/:id: the trip, its viatics, its timeline and the changes it allows; its
 * History tab is kept in `?tab=history`.
 */
export const TravelOrderPage = () => {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const trip = useTravelOrder(Number.isInteger(id) ? id : 0);
  const change = useChangeTravelOrderState();
  const [note, setNote] = useState('');
  const [editing, setEditing] = useState(false);
  if (trip.isPending) return <PageLoader />;
  if (trip.isError) return <ErrorState error={trip.error} onRetry={() => trip.refetch()} />;
  const d = trip.data;
  const move = (to: TravelOrderState) =>
    change.mutateAsync({ id: d.id, to, note: note || null }).then(
      () => {
        setNote('');
        toast.success(t('travel-orders:changed', { state: t(`travel-orders:state.${to}`) }));
      },
      (error: unknown) => toast.danger(errorMessage(t, error)),
    );
  return (
    <RecordTabs
      inAddress
      testId="travel-order-tabs"
      history={{
        queryKey: [...TRAVEL_ORDERS_QUERY_KEY, 'record', d.id],
        url: '/operations/travel-order/history/list',
        record: { id: d.id },
        labels: TRAVEL_ORDER_LABELS,
      }}
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }} data-testid="travel-order-detail">
        <Card
          title={
            <Space>
              <Typography.Text strong data-testid="travel-order-code">
                {d.code}
              </Typography.Text>
              <TravelOrderStateTag state={d.state} />
            </Space>
          }
          extra={
            <Space>
              {d.state === 'registered' && (
                <Button
                  icon={<EditOutlined />}
                  onClick={() => setEditing(true)}
                  data-testid="travel-order-edit"
                >
                  {t('travel-orders:editButton')}
                </Button>
              )}
              <DownloadButton
                icon={<FilePdfOutlined />}
                download={() => downloadTravelOrderPdf(d.id, d.code)}
                data-testid="travel-order-pdf"
              >
                PDF
              </DownloadButton>
            </Space>
          }
        >
          <Descriptions size="small" column={{ xs: 1, md: 2, lg: 3 }}>
            <Descriptions.Item label={t('travel-orders:fields.serviceOrder')}>
              {d.serviceOrderCode}
            </Descriptions.Item>
            <Descriptions.Item label={t('travel-orders:fields.client')}>{d.clientName}</Descriptions.Item>
            <Descriptions.Item label={t('travel-orders:fields.route')}>{d.routeName}</Descriptions.Item>
            <Descriptions.Item label={t('travel-orders:fields.tractor')}>{d.tractorPlate}</Descriptions.Item>
            <Descriptions.Item label={t('travel-orders:fields.semitrailer')}>
              {d.semitrailerPlate ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('travel-orders:fields.driver')}>{d.driverName}</Descriptions.Item>
            <Descriptions.Item label={t('travel-orders:fields.coDriver')}>
              {d.coDriverName ?? '—'}
            </Descriptions.Item>
            <Descriptions.Item label={t('travel-orders:fields.plannedDeparture')}>
              {when(d.plannedDeparture)}
            </Descriptions.Item>
            <Descriptions.Item label={t('travel-orders:fields.plannedArrival')}>
              {when(d.plannedArrival)}
            </Descriptions.Item>
            <Descriptions.Item label={t('travel-orders:fields.expectedTolls')}>
              S/ {d.expectedTolls}
            </Descriptions.Item>
            <Descriptions.Item label={t('travel-orders:fields.fuelAllowance')}>
              S/ {d.fuelAllowance}
            </Descriptions.Item>
            <Descriptions.Item label={t('travel-orders:fields.otherAllowance')}>
              S/ {d.otherAllowance}
            </Descriptions.Item>
          </Descriptions>
          {d.allowedStates.length > 0 && (
            <Space wrap style={{ marginTop: 12 }}>
              <Input
                placeholder={t('travel-orders:note')}
                value={note}
                onChange={(e) => setNote(e.target.value)}
                style={{ width: 280 }}
                maxLength={500}
              />
              {d.allowedStates.map((to) => (
                <Popconfirm
                  key={to}
                  title={t('travel-orders:confirm', { state: t(`travel-orders:state.${to}`) })}
                  onConfirm={() => move(to)}
                >
                  <Button
                    type={to === 'canceled' ? 'default' : 'primary'}
                    danger={to === 'canceled'}
                    loading={change.isPending}
                    data-testid={`move-${to}`}
                  >
                    {t(`travel-orders:moveTo.${to}`)}
                  </Button>
                </Popconfirm>
              ))}
            </Space>
          )}
        </Card>
        <DespatchCard travelOrderId={d.id} gre={d.gre} />
        <Card title={t('travel-orders:viatics')} size="small">
          <Table
            size="small"
            rowKey="id"
            pagination={false}
            dataSource={d.viatics}
            locale={{ emptyText: t('travel-orders:noViatics') }}
            columns={[
              { title: t('travel-orders:fields.employee'), dataIndex: 'employeeName' },
              { title: t('travel-orders:fields.zone'), dataIndex: 'zoneName' },
              { title: t('travel-orders:fields.days'), dataIndex: 'days', align: 'right' },
              {
                title: t('travel-orders:fields.total'),
                dataIndex: 'total',
                align: 'right',
                render: (v: string) => `S/ ${v}`,
              },
              {
                title: t('travel-orders:fields.state'),
                dataIndex: 'status',
                render: (s: number) => t(`travel-orders:viaticStatus.${s}`),
              },
            ]}
          />
        </Card>
        <TripReceiptsCard
          travelOrderId={d.id}
          title={t('travel-orders:receipts')}
          emptyText={t('travel-orders:noReceipts')}
          testId="travel-order-receipts"
        />
        <Card title={t('travel-orders:timeline')} size="small" data-testid="travel-order-timeline">
          <Timeline
            items={d.events.map((e) => ({
              key: e.id,
              children: (
                <>
                  <Typography.Text strong>
                    {e.kind === 'state'
                      ? `${t(`travel-orders:state.${e.fromState}`)} → ${t(`travel-orders:state.${e.toState}`)}`
                      : t(`travel-orders:event.${e.kind}`)}
                  </Typography.Text>
                  <div>
                    <Typography.Text type="secondary">
                      {when(e.at)} · {e.actorName ?? '—'}
                    </Typography.Text>
                  </div>
                  {e.note && <div>{e.note}</div>}
                </>
              ),
            }))}
          />
        </Card>
        <TravelOrderFormModal open={editing} onClose={() => setEditing(false)} order={d} />
      </Space>
    </RecordTabs>
  );
};
