import { CameraOutlined, CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import type { TAttendanceMark, TWorkingDay } from '@zerg/shared';
import { Alert, Button, Card, Empty, Flex, List, Skeleton, Space, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/error-message';
import { formatDate, limaToday } from '../../../lib/format-date';
import { monthHeading } from '../../../lib/month-heading';
import { weekdayName } from '../../../lib/weekday-name';
import { useMarkSchedule } from '../api/get-mark-schedule';
import { useWorkingDays } from '../api/get-working-days';
import { useSelfMark } from '../api/self-mark';
import { limaTime, STATUS_COLORS } from '../components/lima-time';
import { QrScanner } from '../components/qr-scanner';

type Outcome = { ok: true; mark: TAttendanceMark; duplicate: boolean } | { ok: false; message: string };

const MarkLine = ({ mark }: { mark: TAttendanceMark }) => {
  const { t } = useTranslation();
  return (
    <Flex
      justify="space-between"
      align="center"
      style={{ width: '100%' }}
      data-testid={`my-mark-${mark.kind}`}
    >
      <Tag color={mark.kind === 'entry' ? 'green' : 'volcano'}>
        {t(`attendance-marking:kind.${mark.kind}`)}
      </Tag>
      <Typography.Text strong>{limaTime(mark.markedAt)}</Typography.Text>
      <Typography.Text type="secondary">{t(`attendance-marking:method.${mark.method}`)}</Typography.Text>
    </Flex>
  );
};

const MonthDays = () => {
  const { t, i18n } = useTranslation();
  const now = new Date(Date.now() - 5 * 3_600_000);
  const [month, setMonth] = useState({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 });
  const days = useWorkingDays(month.year, month.month);
  const shift = (by: number) =>
    setMonth(({ year, month: m }) => {
      const index = year * 12 + (m - 1) + by;
      return { year: Math.floor(index / 12), month: (index % 12) + 1 };
    });
  const label = monthHeading(month.year, month.month, i18n.language);
  const statusOf = (d: TWorkingDay) => {
    // A holiday or a day with no shift that was worked is paid apart (DL 713): it says so.
    // Before the start date (or after the last day worked) there is no schedule to keep.
    if (!d.employed) return <Tag data-testid="day-not-employed">{t('attendance-marking:notEmployed')}</Tag>;
    const worked = d.workedMinutes > 0;
    if (worked && d.status === 'holiday')
      return <Tag color="purple">{t('attendance-marking:holidayWorked')}</Tag>;
    if (worked && d.status === 'marked' && (!d.schedule || d.schedule.dayOff))
      return <Tag color={STATUS_COLORS.marked}>{t('attendance-marking:restDayWorked')}</Tag>;
    if (d.status)
      return <Tag color={STATUS_COLORS[d.status]}>{t(`attendance-marking:status.${d.status}`)}</Tag>;
    if (d.holiday) return <Tag color="purple">{t('attendance-marking:status.holiday')}</Tag>;
    if (!d.schedule || d.schedule.dayOff) return <Tag>{t('attendance-marking:status.not_working')}</Tag>;
    return (
      <Tag bordered={false} data-testid="day-pending">
        {t(d.date === limaToday() ? 'attendance-marking:inProgress' : 'attendance-marking:pending')}
      </Tag>
    );
  };
  return (
    <Card
      size="small"
      title={
        <Flex justify="space-between" align="center">
          {/* Large: a thumb needs 40 px. */}
          <Button
            size="large"
            type="text"
            icon={<LeftOutlined />}
            onClick={() => shift(-1)}
            aria-label={t('attendance-marking:previousMonth')}
            data-testid="month-previous"
          />
          <span>{label}</span>
          <Button
            size="large"
            type="text"
            icon={<RightOutlined />}
            onClick={() => shift(1)}
            aria-label={t('attendance-marking:nextMonth')}
            data-testid="month-next"
          />
        </Flex>
      }
    >
      {days.isError ? (
        <ErrorState error={days.error} onRetry={() => days.refetch()} />
      ) : days.isPending ? (
        <Skeleton active />
      ) : (
        <List
          size="small"
          dataSource={days.data.days}
          data-testid="working-days"
          renderItem={(d) => (
            <List.Item style={{ paddingInline: 0 }}>
              <Flex justify="space-between" align="center" style={{ width: '100%' }} gap={8}>
                <span style={{ width: 74 }}>
                  <Typography.Text strong>{d.date.slice(8)}</Typography.Text>{' '}
                  <Typography.Text type="secondary">
                    {weekdayName(d.weekday, i18n.language).slice(0, 3)}
                  </Typography.Text>
                </span>
                <Typography.Text type="secondary" style={{ flex: 1, fontSize: 12 }}>
                  {d.holiday ??
                    (d.schedule && !d.schedule.dayOff
                      ? `${d.schedule.entryTime}–${d.schedule.exitTime}`
                      : '')}
                  {d.firstEntryAt ? ` · ${limaTime(d.firstEntryAt)}–${limaTime(d.lastExitAt)}` : ''}
                  {d.lateMinutes ? ` · ${t('attendance-marking:late', { minutes: d.lateMinutes })}` : ''}
                </Typography.Text>
                {statusOf(d)}
              </Flex>
            </List.Item>
          )}
        />
      )}
    </Card>
  );
};

/** /attendance (section 0, no side menu): the employee marks by scanning the kiosk's QR with the phone. */
export const MyAttendancePage = () => {
  const { t } = useTranslation();
  const today = useMarkSchedule();
  const mark = useSelfMark();
  const [scanning, setScanning] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The reader reports every frame it decodes, often twice before React re-renders: a second send
  // of the same code would come back as a replay and hide the mark that was just stored.
  const sent = useRef(false);

  const onCode = (code: string) => {
    if (sent.current) return;
    sent.current = true;
    setScanning(false);
    mark.mutate(code, {
      onSuccess: (r) => setOutcome({ ok: true, mark: r.mark, duplicate: r.duplicate }),
      onError: (error) => setOutcome({ ok: false, message: errorMessage(t, error) }),
    });
  };

  const schedule = today.data?.schedule;
  return (
    <Flex
      vertical
      gap={12}
      style={{ maxWidth: 480, margin: '0 auto', padding: 12 }}
      data-testid="my-attendance"
    >
      <Card size="small" title={t('attendance-marking:today')} extra={formatDate(today.data?.date)}>
        {today.isError ? (
          <ErrorState error={today.error} onRetry={() => today.refetch()} />
        ) : today.isPending ? (
          <Skeleton active paragraph={{ rows: 2 }} />
        ) : (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Typography.Text data-testid="today-schedule">
              {!schedule
                ? t('attendance-marking:noSchedule')
                : schedule.dayOff
                  ? t('attendance-marking:dayOff')
                  : t('attendance-marking:scheduleLine', {
                      entry: schedule.entryTime,
                      exit: schedule.exitTime,
                    })}
            </Typography.Text>
            {today.data.marks.length ? (
              today.data.marks.map((m) => <MarkLine key={m.id} mark={m} />)
            ) : (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={t('attendance-marking:noMarksToday')}
              />
            )}
          </Space>
        )}
      </Card>

      {outcome &&
        (outcome.ok ? (
          <Alert
            type="success"
            showIcon
            closable
            onClose={() => setOutcome(null)}
            data-testid="mark-result"
            message={t(outcome.duplicate ? 'attendance-marking:alreadyMarked' : 'attendance-marking:marked', {
              kind: t(`attendance-marking:kind.${outcome.mark.kind}`),
              time: limaTime(outcome.mark.markedAt),
            })}
            description={outcome.mark.campusName ?? undefined}
          />
        ) : (
          <Alert
            type="error"
            showIcon
            closable
            onClose={() => setOutcome(null)}
            data-testid="mark-error"
            message={outcome.message}
          />
        ))}

      {scanning ? (
        <Card size="small" title={t('attendance-marking:pointCamera')}>
          <QrScanner
            onCode={onCode}
            onError={(error) => {
              setScanning(false);
              setOutcome({ ok: false, message: `${t('attendance-marking:cameraError')} ${String(error)}` });
            }}
          />
          <Button block icon={<CloseOutlined />} style={{ marginTop: 8 }} onClick={() => setScanning(false)}>
            {t('attendance-marking:cancel')}
          </Button>
        </Card>
      ) : (
        <Button
          type="primary"
          size="large"
          block
          icon={<CameraOutlined />}
          loading={mark.isPending}
          onClick={() => {
            sent.current = false;
            setOutcome(null);
            setScanning(true);
          }}
          data-testid="scan-kiosk"
        >
          {t('attendance-marking:scan', {
            kind: t(`attendance-marking:kind.${today.data?.nextKind ?? 'entry'}`),
          })}
        </Button>
      )}

      <MonthDays />
      <Link to="/attendance/justifications" data-testid="justifications-link">
        {t('attendance-marking:justifications')}
      </Link>
    </Flex>
  );
};
