import { FileExcelOutlined, FilePdfOutlined, FileZipOutlined } from '@ant-design/icons';
import { Space, Tooltip } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentBatchProgress } from '../../../components/document-batch/document-batch-progress';
import { DownloadButton } from '../../../components/download-button';
import { downloadAfpnet } from '../api/download-afpnet';
import { downloadBankFile } from '../api/download-bank-file';
import { downloadPlame } from '../api/download-plame';
import { downloadRunExcel } from '../api/download-run-excel';
import { type PayslipsBatchKind, useStartPayslipsBatch } from '../api/start-payslips-batch';

/**
 * A run's files. The payslips (one PDF, or one per worker in a zip) are made by a document batch:
 * the button starts it, the bar below follows it over the socket and offers the file when it is
 * done; leaving the screen loses nothing, the navbar's "My documents" holds it. The employer's
 * files (Excel, PLAME, AFPnet, bank) are company-wide and come at once.
 */
export const RunFiles = ({ runId, wholeCompany }: { runId: number; wholeCompany: boolean }) => {
  const { t } = useTranslation('payroll-payments');
  const start = useStartPayslipsBatch();
  const [batchId, setBatchId] = useState<number | null>(null);
  const startBatch = async (kind: PayslipsBatchKind) =>
    setBatchId((await start.mutateAsync({ runId, kind })).batchId);
  return (
    <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
      <Space wrap>
        {wholeCompany && (
          <DownloadButton icon={<FileExcelOutlined />} download={() => downloadRunExcel(runId)}>
            {t('excel')}
          </DownloadButton>
        )}
        <DownloadButton
          icon={<FilePdfOutlined />}
          download={() => startBatch('pdf')}
          data-testid="run-all-pdf"
        >
          {t('allPdf')}
        </DownloadButton>
        <DownloadButton icon={<FileZipOutlined />} download={() => startBatch('zip')} data-testid="run-zip">
          {t('zip')}
        </DownloadButton>
        {wholeCompany && (
          <>
            <Tooltip title={t('plameHint')}>
              <DownloadButton download={() => downloadPlame(runId)} data-testid="run-plame">
                PLAME
              </DownloadButton>
            </Tooltip>
            <DownloadButton download={() => downloadAfpnet(runId)}>AFPnet</DownloadButton>
            <DownloadButton download={() => downloadBankFile(runId)} data-testid="run-bank-file">
              {t('bankFile')}
            </DownloadButton>
          </>
        )}
      </Space>
      {batchId !== null && <DocumentBatchProgress key={batchId} batchId={batchId} />}
    </Space>
  );
};
