import { IdcardOutlined, QrcodeOutlined, SettingOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, Progress, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { isApiError } from '../../../lib/api-error';
import { errorMessage } from '../../../lib/error-message';
import { useKioskCode } from '../api/get-kiosk-code';
import { useKioskScan } from '../api/kiosk-scan';
import { forgetKioskToken, readKioskToken, takeSetupLinkToken } from '../components/kiosk-device-store';
import { KioskSetup } from '../components/kiosk-setup';
import { limaTime } from '../components/lima-time';
import { QrScanner } from '../components/qr-scanner';

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
const CardScanner = ({ deviceToken }: { deviceToken: string }) => {
  const { t } = useTranslation();
  const scan = useKioskScan();
  const [flash, setFlash] = useState<Flash | null>(null);
  const last = useRef({ code: '', at: 0 });
  const onCode = (code: string) => {
    if (scan.isPending || (last.current.code === code && Date.now() - last.current.at < 5000)) return;
    last.current = { code, at: Date.now() };
    scan.mutate(
      { deviceToken, employeeCode: code },
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

/** The device is not (or no longer) a registered kiosk: only a new token helps, not a retry. */
const isDeviceRefusal = (error: unknown) =>
  isApiError(error) &&
  (error.code === 'KIOSK_DEVICE_NOT_REGISTERED' || error.code === 'KIOSK_DEVICE_REQUIRED');

/**
 * /monitoring/attendance/kiosk (section 5, full screen): the registered kiosk's rotating QR, or the
 * camera reading employees' cards. The browser holds the device token an administrator issued
 * (Settings › Kiosks); without it, or once revoked, the screen asks for one and shows no code.
 */
export const KioskPage = () => {
  const { t } = useTranslation();
  const [deviceToken, setDeviceToken] = useState<string | null>(
    () => takeSetupLinkToken() ?? readKioskToken(),
  );
  const [mode, setMode] = useState<'qr' | 'cards'>('qr');
  const code = useKioskCode(mode === 'qr' ? deviceToken : null);
  const setUpAgain = () => {
    forgetKioskToken();
    setDeviceToken(null);
  };

  if (deviceToken === null) return <KioskSetup onSaved={setDeviceToken} />;

  return (
    // Inside the full layout's padded content: no height of its own, so a phone or a desktop shows it
    // whole without scrolling.
    <Flex vertical align="center" gap={16} style={{ padding: 8, maxWidth: '100%' }} data-testid="kiosk">
      <Flex gap={12} wrap="wrap" justify="center" align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('attendance-marking:kioskTitle')}
        </Typography.Title>
        {code.data && (
          <Typography.Text type="secondary" data-testid="kiosk-device-name">
            {code.data.deviceName}
          </Typography.Text>
        )}
        <Button
          icon={mode === 'qr' ? <IdcardOutlined /> : <QrcodeOutlined />}
          onClick={() => setMode(mode === 'qr' ? 'cards' : 'qr')}
          data-testid="kiosk-mode"
        >
          {t(mode === 'qr' ? 'attendance-marking:scanCards' : 'attendance-marking:showQr')}
        </Button>
      </Flex>
      {mode === 'cards' ? (
        <CardScanner deviceToken={deviceToken} />
      ) : code.isError ? (
        isDeviceRefusal(code.error) ? (
          <Flex vertical align="center" gap={12} data-testid="kiosk-refused">
            <Alert type="error" showIcon message={errorMessage(t, code.error)} style={{ maxWidth: 520 }} />
            <Button
              type="primary"
              icon={<SettingOutlined />}
              onClick={setUpAgain}
              data-testid="kiosk-setup-again"
            >
              {t('attendance-marking:setup.again')}
            </Button>
          </Flex>
        ) : (
          <ErrorState error={code.error} onRetry={() => code.refetch()} />
        )
      ) : code.isPending ? (
        <Skeleton.Image active style={{ width: 360, height: 360 }} />
      ) : (
        <Flex vertical align="center" gap={12}>
          <Typography.Text type="secondary">{t('attendance-marking:kioskHint')}</Typography.Text>
          <div
            data-testid="kiosk-qr"
            data-code={code.data.code}
            style={{
              // What the title, hint and countdown leave of the screen's height, and its width.
              width: 'min(calc(100vh - 380px), calc(100vw - 64px), 520px)',
              boxSizing: 'border-box',
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
