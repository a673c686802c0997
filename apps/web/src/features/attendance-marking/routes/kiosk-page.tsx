import { IdcardOutlined, QrcodeOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Flex, Progress, Select, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { errorMessage } from '../../../lib/error-message';
import { useKioskCampuses } from '../api/get-kiosk-campuses';
import { useKioskCode } from '../api/get-kiosk-code';
import { useKioskScan } from '../api/kiosk-scan';
import { limaTime } from '../components/lima-time';
import { QrScanner } from '../components/qr-scanner';

const CAMPUS_KEY = 'zerg-kiosk-campus';

const Countdown = ({ issuedAt, seconds }: { issuedAt: string; seconds: number }) => {
  const [now, setNow] = useState(Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(timer);
  }, []);
  const left = Math.max(0, Math.ceil(seconds - (now - Date.parse(issuedAt)) / 1000));
  return (
    <Progress
      type="circle"
      size={72}
      percent={(left / seconds) * 100}
      format={() => `${left}s`}
      data-testid="kiosk-countdown"
    />
  );
};

type Flash = { ok: boolean; text: string };

/** Reads employees' printed cards; one card is not sent twice within a few seconds. */
const CardScanner = ({ campusId }: { campusId: number }) => {
  const { t } = useTranslation();
  const scan = useKioskScan();
  const [flash, setFlash] = useState<Flash | null>(null);
  const last = useRef({ code: '', at: 0 });
  const onCode = (code: string) => {
    if (scan.isPending || (last.current.code === code && Date.now() - last.current.at < 5000)) return;
    last.current = { code, at: Date.now() };
    scan.mutate(
      { campusId, employeeCode: code },
      {
        onSuccess: (r) =>
          setFlash({
            ok: true,
            text: t('attendance-marking:kioskMarked', {
              name: r.mark.employeeName,
              kind: t(`attendance-marking:kind.${r.mark.kind}`),
              time: limaTime(r.mark.markedAt),
            }),
          }),
        onError: (error) => setFlash({ ok: false, text: errorMessage(t, error) }),
      },
    );
  };
  return (
    <Flex vertical gap={12} style={{ width: '100%', maxWidth: 520 }}>
      <QrScanner onCode={onCode} onError={(e) => setFlash({ ok: false, text: String(e) })} />
      {flash && (
        <Alert
          type={flash.ok ? 'success' : 'error'}
          showIcon
          message={flash.text}
          data-testid="kiosk-flash"
        />
      )}
    </Flex>
  );
};

/** /attendance/kiosk (section 5, full screen): the campus's rotating QR, or the camera reading employees' cards. */
export const KioskPage = () => {
  const { t } = useTranslation();
  const campuses = useKioskCampuses();
  const [campusId, setCampusId] = useState<number | null>(() => {
    const saved = Number(localStorage.getItem(CAMPUS_KEY));
    return saved > 0 ? saved : null;
  });
  const [mode, setMode] = useState<'qr' | 'cards'>('qr');
  const code = useKioskCode(mode === 'qr' ? campusId : null);
  const pick = (id: number) => {
    localStorage.setItem(CAMPUS_KEY, String(id));
    setCampusId(id);
  };

  return (
    <Flex vertical align="center" gap={16} style={{ minHeight: '100vh', padding: 24 }} data-testid="kiosk">
      <Flex gap={12} wrap="wrap" justify="center" align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('attendance-marking:kioskTitle')}
        </Typography.Title>
        <Select<number>
          style={{ width: 220 }}
          placeholder={t('attendance-marking:pickCampus')}
          loading={campuses.isPending}
          value={campusId ?? undefined}
          onChange={pick}
          options={(campuses.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
          data-testid="kiosk-campus"
        />
        <Button
          icon={mode === 'qr' ? <IdcardOutlined /> : <QrcodeOutlined />}
          onClick={() => setMode(mode === 'qr' ? 'cards' : 'qr')}
          disabled={campusId === null}
          data-testid="kiosk-mode"
        >
          {t(mode === 'qr' ? 'attendance-marking:scanCards' : 'attendance-marking:showQr')}
        </Button>
      </Flex>
      {campusId === null ? (
        <Empty description={t('attendance-marking:pickCampusFirst')} />
      ) : mode === 'cards' ? (
        <CardScanner campusId={campusId} />
      ) : code.isError ? (
        <ErrorState error={code.error} onRetry={() => code.refetch()} />
      ) : code.isPending ? (
        <Skeleton.Image active style={{ width: 360, height: 360 }} />
      ) : (
        <Flex vertical align="center" gap={12}>
          <Typography.Text type="secondary">{t('attendance-marking:kioskHint')}</Typography.Text>
          <div
            data-testid="kiosk-qr"
            data-code={code.data.code}
            style={{
              width: 'min(70vh, 90vw)',
              maxWidth: 520,
              background: '#fff',
              padding: 12,
              borderRadius: 8,
            }}
            // The server drew this SVG from its own signed code: no user text is in it.
            // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted server-made SVG
            dangerouslySetInnerHTML={{ __html: code.data.qrSvg }}
          />
          <Flex align="center" gap={16}>
            <Countdown
              key={code.data.issuedAt}
              issuedAt={code.data.issuedAt}
              seconds={code.data.refreshInSeconds}
            />
            <Typography.Title level={4} style={{ margin: 0 }}>
              {code.data.campusName}
            </Typography.Title>
          </Flex>
        </Flex>
      )}
    </Flex>
  );
};
