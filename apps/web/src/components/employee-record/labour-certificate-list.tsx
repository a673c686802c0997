import { FilePdfOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/error-message';
import { ErrorState } from '../error-state';
import { useDownloadQuintaCertificate } from './api/download-quinta-certificate';
import { useDownloadWorkCertificate } from './api/download-work-certificate';
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
  const work = useDownloadWorkCertificate();
  const quinta = useDownloadQuintaCertificate();
  const failure = work.error ?? quinta.error;
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
            {failure && <Alert type="error" showIcon message={errorMessage(t, failure)} />}
            <Space wrap>
              <Button
                icon={<FilePdfOutlined />}
                disabled={!ceasedOn}
                loading={work.isPending}
                onClick={() => work.mutate(data.employeeId)}
                data-testid="work-certificate-download"
              >
                {t('common:labourCertificates.work')}
              </Button>
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
                  <Button
                    key={year}
                    icon={<FilePdfOutlined />}
                    loading={quinta.isPending && quinta.variables?.year === year}
                    onClick={() => quinta.mutate({ employeeId: data.employeeId, year })}
                    data-testid={`quinta-certificate-${year}`}
                  >
                    {t('common:labourCertificates.quinta', { year })}
                  </Button>
                ))}
              </Space>
            )}
          </Space>
        )
      )}
    </Card>
  );
};
