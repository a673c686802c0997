import { awaitsSunat, type TSalesDocument } from '@zerg/shared';
import { Alert, type AlertProps } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * Where the document's comunicación de baja stands: on its way (the document stays issued until
 * SUNAT accepts it), rejected (it stays issued, with SUNAT's code and text), or accepted.
 */
export const VoidStatus = ({ doc }: { doc: TSalesDocument }) => {
  const { t } = useTranslation();
  const baja = doc.sunatVoid;
  const reason = doc.voidReason ?? '—';
  const shown: { type: AlertProps['type']; message: string } | null = !baja
    ? null
    : awaitsSunat(baja.state)
      ? { type: 'info', message: t('billing:void.awaiting', { reason }) }
      : baja.state === 'rejected' || baja.state === 'failed'
        ? {
            type: 'error',
            message: t('billing:void.rejected', {
              code: baja.sunatCode ?? '—',
              description: baja.sunatDescription ?? '—',
            }),
          }
        : doc.state === 'voided'
          ? { type: 'warning', message: t('billing:void.accepted', { reason }) }
          : null;
  return shown && <Alert type={shown.type} showIcon message={shown.message} data-testid="void-status" />;
};
