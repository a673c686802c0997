import { FilePdfOutlined } from '@ant-design/icons';
import { Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../download-button';
import { ErrorState } from '../error-state';
import { downloadQuintaCertificate } from './api/download-quinta-certificate';
import { downloadWorkCertificate } from './api/download-work-certificate';
import { useLabourCertificates } from './api/get-labour-certificates';

export type LabourCertificateListProps = {
  /** Whose certificates (HR on a worker's record); the signed-in worker's own when omitted. */
  employeeId?: number;
  testId: string;
};

/**
 * A worker's certificates: the certificado de trabajo once they ceased, and the quinta certificate
 * of each year with approved slips, each downloaded as the PDF in the worker's language.
 */
export const LabourCertificateList = ({ employeeId, testId }: LabourCertificateListProps) => {
  const { t, i18n } = useTranslation();
  const list = useLabourCertificates(employeeId);
  const data = list.data;
  const ceasedOn = data?.ceasedOn
    ? new Intl.DateTimeFormat(i18n.language, { timeZone: 'UTC' }).format(
        new Date(`${data.ceasedOn}T00:00:00Z`),
      )
    : null;
  return (
    <Card title={t('common:labourCertificates.title')} data-testid={testId} loading={list.isLoading}>
      {list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        data && (
          <Space direction="vertical" style={{ width: '100%' }}>
            <Space wrap>
              <DownloadButton
                icon={<FilePdfOutlined />}
                disabled={!ceasedOn}
                download={() => downloadWorkCertificate(data.employeeId)}
                data-testid="work-certificate-download"
              >
                {t('common:labourCertificates.work')}
              </DownloadButton>
              <Typography.Text type="secondary">
                {ceasedOn
                  ? t('common:labourCertificates.ceasedOn', { date: ceasedOn })
                  : t('common:labourCertificates.stillActive')}
              </Typography.Text>
            </Space>
            {data.quintaYears.length === 0 ? (
              <Typography.Text type="secondary">{t('common:labourCertificates.noYears')}</Typography.Text>
            ) : (
              <Space wrap>
                {data.quintaYears.map((year) => (
                  <DownloadButton
                    key={year}
                    icon={<FilePdfOutlined />}
                    download={() => downloadQuintaCertificate({ employeeId: data.employeeId, year })}
                    data-testid={`quinta-certificate-${year}`}
                  >
                    {t('common:labourCertificates.quinta', { year })}
                  </DownloadButton>
                ))}
              </Space>
            )}
          </Space>
        )
      )}
    </Card>
  );
};
