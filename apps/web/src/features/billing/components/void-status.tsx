import type { TSalesDocument } from '@zerg/shared';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { awaitsSunat } from '../../../components/e-document/awaits-sunat';

/**
 * Where the document's comunicación de baja stands: on its way (the document stays issued until
 * SUNAT accepts it), rejected (it stays issued, with SUNAT's code and text), or accepted.
 */
export const VoidStatus = ({ doc }: { doc: TSalesDocument }) => {
  const { t } = useTranslation();
  const baja = doc.sunatVoid;
  if (!baja) return null;
  const reason = doc.voidReason ?? '—';
  if (awaitsSunat(baja.state))
    return (
      <Alert
        type="info"
        showIcon
        message={t('billing:void.awaiting', { reason })}
        data-testid="void-status"
      />
    );
  if (baja.state === 'rejected' || baja.state === 'failed')
    return (
      <Alert
        type="error"
        showIcon
        message={t('billing:void.rejected', {
          code: baja.sunatCode ?? '—',
          description: baja.sunatDescription ?? '—',
        })}
        data-testid="void-status"
      />
    );
  if (doc.state !== 'voided') return null;
  return (
    <Alert
      type="warning"
      showIcon
      message={t('billing:void.accepted', { reason })}
      data-testid="void-status"
    />
  );
};
