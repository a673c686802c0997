import { FilePdfOutlined } from '@ant-design/icons';
import type { EDocumentState, TTravelOrderGre } from '@zerg/shared';
import { Alert, Descriptions, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/download-button';
import { formatDateTime } from '../../../lib/format-date';
import { downloadTravelOrderGre } from '../api/download-travel-order-gre';

const STATE_COLOR: Record<EDocumentState, string> = {
  pending: 'default',
  sending: 'processing',
  awaiting_ticket: 'processing',
  accepted: 'success',
  observed: 'warning',
  rejected: 'error',
  failed: 'error',
};

/** SUNAT's state of the trip's guide, as a tag. */
export const GreStateTag = ({ state }: { state: EDocumentState }) => {
  const { t } = useTranslation();
  return (
    <Tag color={STATE_COLOR[state]} data-testid="gre-state">
      {t(`travel-orders:gre.states.${state}`)}
    </Tag>
  );
};

/** The guide the trip issued as it started: its number, SUNAT's state and its printed PDF. */
export const GreIssued = ({ travelOrderId, gre }: { travelOrderId: number; gre: TTravelOrderGre }) => {
  const { t } = useTranslation();
  return (
    <>
      <Descriptions size="small" column={{ xs: 1, md: 3 }} data-testid="gre-issued">
        <Descriptions.Item label={t('travel-orders:gre.number')}>
          <span data-testid="gre-number">{gre.label}</span>
        </Descriptions.Item>
        <Descriptions.Item label={t('travel-orders:gre.issuedAt')}>
          {formatDateTime(gre.issuedAt)}
        </Descriptions.Item>
        <Descriptions.Item label={t('travel-orders:gre.state')}>
          <GreStateTag state={gre.state} />
        </Descriptions.Item>
      </Descriptions>
      {gre.state === 'rejected' && (
        <Alert
          type="error"
          showIcon
          message={t('travel-orders:gre.rejected')}
          description={[gre.sunatCode, gre.sunatDescription].filter(Boolean).join(' · ')}
          style={{ marginBottom: 12 }}
          data-testid="gre-rejection"
        />
      )}
      <DownloadButton
        icon={<FilePdfOutlined />}
        download={() => downloadTravelOrderGre(travelOrderId, gre.label)}
        data-testid="gre-pdf"
      >
        {t('travel-orders:gre.pdf')}
      </DownloadButton>
    </>
  );
};
