import type { IScannerControls } from '@zxing/browser';
import { useEffect, useRef } from 'react';

export type QrScannerProps = {
  /** Called with every QR text read; the parent decides whether to stop. */
  onCode: (text: string) => void;
  onError: (error: unknown) => void;
};

/**
 * The camera, read by ZXing's browser reader (its code is fetched with this component, never with
 * the app). The back camera is asked for first: on a phone that is the one facing the kiosk.
 */
export const QrScanner = ({ onCode, onError }: QrScannerProps) => {
  const video = useRef<HTMLVideoElement>(null);
  const handlers = useRef({ onCode, onError });
  handlers.current = { onCode, onError };

  useEffect(() => {
    let controls: IScannerControls | undefined;
    let stopped = false;
    import('@zxing/browser')
      .then(async ({ BrowserQRCodeReader }) => {
        if (stopped || !video.current) return;
        const reader = new BrowserQRCodeReader(undefined, { delayBetweenScanAttempts: 150 });
        controls = await reader.decodeFromConstraints(
          { video: { facingMode: 'environment' } },
          video.current,
          (result) => {
            if (result && !stopped) handlers.current.onCode(result.getText());
          },
        );
        if (stopped) controls.stop();
      })
      .catch((error: unknown) => {
        if (!stopped) handlers.current.onError(error);
      });
    return () => {
      stopped = true;
      controls?.stop();
    };
  }, []);

  return (
    <video
      ref={video}
      muted
      playsInline
      data-testid="qr-video"
      style={{ width: '100%', maxHeight: 360, background: '#000', borderRadius: 8, objectFit: 'cover' }}
    />
  );
};
