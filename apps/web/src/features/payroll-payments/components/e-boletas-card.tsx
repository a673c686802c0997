import { SafetyCertificateOutlined, SendOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { PAYSLIP_DELIVERY_STATES } from '@zerg/shared';
import { Alert, Button, Card, Descriptions, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentBatchProgress } from '../../../components/document-batch/document-batch-progress';
import { useDocumentBatch } from '../../../components/document-batch/get-document-batch';
import { formatDate } from '../../../components/employee-record/record-text';
import { errorMessage } from '../../../lib/error-message';
import { useAreaLimited } from '../../../lib/use-area-limited';
import { useDeliverySummary } from '../api/get-delivery-summary';
import { deliveriesKey } from '../api/keys';
import { useSendSignedPayslips } from '../api/send-signed-payslips';
import { DELIVERY_COLORS, PayslipDeliveriesTable } from './payslip-deliveries-table';

/**
 * Electronic boletas of an approved or paid run (DL 1310): the legal due date from the payment,
 * the certificate that signs, the send action with its progress, and the delivery of each worker.
 */
export const EBoletasCard = ({ runId }: { runId: number }) => {
  const { t } = useTranslation('payroll-payments');
  const [batchId, setBatchId] = useState<number | null>(null);
  const batch = useDocumentBatch(batchId);
  const working = batch.data?.state === 'queued' || batch.data?.state === 'running';
  const summary = useDeliverySummary(runId, working);
  const send = useSendSignedPayslips();
  const areaLimited = useAreaLimited();
  const queryClient = useQueryClient();
  const s = summary.data;
  const certificate = s?.certificate;
  const canSign = certificate ? !certificate.expired : false;
  const start = () =>
    Modal.confirm({
      title: t('eboletas.sendConfirm'),
      onOk: async () => setBatchId((await send.mutateAsync(runId)).batchId),
    });
  return (
    <Card
      style={{ marginTop: 16 }}
      title={t('eboletas.title')}
      data-testid="e-boletas"
      loading={summary.isPending}
      extra={
        // Sending the whole run is company-wide work; an area-limited holder resends one worker's.
        !areaLimited && (
          <Button
            type="primary"
            icon={<SendOutlined />}
            disabled={!canSign || working}
            onClick={start}
            data-testid="send-boletas"
          >
            {t('eboletas.send')}
          </Button>
        )
      }
    >
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          {
            label: t('eboletas.dueDate'),
            children: (
              <span data-testid="boletas-due" style={{ whiteSpace: 'nowrap' }}>
                {s?.dueDate ? formatDate(s.dueDate) : t('eboletas.dueAfterPayment')}
              </span>
            ),
          },
          {
            label: t('eboletas.certificate'),
            children: certificate ? (
              <Space>
                <SafetyCertificateOutlined />
                {certificate.subject}
                <Tag color={certificate.expired ? 'error' : 'success'}>
                  {t(certificate.expired ? 'eboletas.expiredOn' : 'eboletas.validUntil', {
                    date: formatDate(certificate.notAfter),
                  })}
                </Tag>
              </Space>
            ) : (
              <Tag color="error">{t('eboletas.noCertificate')}</Tag>
            ),
          },
          {
            label: t('eboletas.progress'),
            children: (
              <Space wrap size={4} data-testid="boletas-counts">
                {PAYSLIP_DELIVERY_STATES.filter((state) => (s?.counts[state] ?? 0) > 0).map((state) => (
                  <Tag key={state} color={DELIVERY_COLORS[state]}>
                    {`${t(`eboletas.states.${state}`)}: ${s?.counts[state] ?? 0}`}
                  </Tag>
                ))}
                <span>{t('eboletas.ofSlips', { count: s?.slips ?? 0 })}</span>
              </Space>
            ),
          },
        ]}
      />
      {!canSign && s && (
        <Alert type="warning" showIcon style={{ marginTop: 8 }} title={t('eboletas.certificateHint')} />
      )}
      {send.error && (
        <Alert type="error" showIcon style={{ marginTop: 8 }} title={errorMessage(t, send.error)} />
      )}
      {batchId !== null && (
        <div style={{ marginTop: 12 }}>
          <DocumentBatchProgress
            batchId={batchId}
            onEnded={() => queryClient.invalidateQueries({ queryKey: deliveriesKey(runId) })}
          />
        </div>
      )}
      <div style={{ marginTop: 12 }}>
        <PayslipDeliveriesTable runId={runId} polling={working} />
      </div>
    </Card>
  );
};
