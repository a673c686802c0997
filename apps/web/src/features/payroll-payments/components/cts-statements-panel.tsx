import { FilePdfOutlined } from '@ant-design/icons';
import type { TCtsDepositSummary } from '@zerg/shared';
import { Alert, Button, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DocumentBatchProgress } from '../../../components/document-batch/document-batch-progress';
import { DownloadButton } from '../../../components/download-button';
import { downloadCtsStatement } from '../../../components/employee-record/api/download-cts-statement';
import { errorMessage } from '../../../lib/error-message';
import { useAreaLimited } from '../../../lib/use-area-limited';
import { useStartCtsStatements } from '../api/start-cts-statements';

type Props = { runId: number; summary: TCtsDepositSummary; released: boolean };

/** The liquidación de depósito of one worker, or of the whole run as a document batch. */
export const CtsStatementsPanel = ({ runId, summary, released }: Props) => {
  const { t } = useTranslation('payroll-payments');
  const [employeeId, setEmployeeId] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [batchId, setBatchId] = useState<number | null>(null);
  const start = useStartCtsStatements();
  // The whole run's statements are a whole-staff batch: company-wide work.
  const areaLimited = useAreaLimited();
  const startBatch = async () => {
    setError(null);
    try {
      setBatchId((await start.mutateAsync(runId)).batchId);
    } catch (err) {
      setError(err);
    }
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="cts-statements">
      <Typography.Text type="secondary">{t('cts.statementsHint')}</Typography.Text>
      <Space wrap>
        <Select
          showSearch
          allowClear
          style={{ minWidth: 320 }}
          placeholder={t('cts.chooseWorker')}
          optionFilterProp="label"
          data-testid="cts-worker"
          value={employeeId ?? undefined}
          onChange={(v) => setEmployeeId(v ?? null)}
          options={summary.deposits.map((d) => ({
            value: d.employeeId,
            label: `${d.name} · ${d.documentNumber}`,
          }))}
        />
        <DownloadButton
          icon={<FilePdfOutlined />}
          disabled={!released || employeeId === null}
          download={async () => {
            if (employeeId !== null) await downloadCtsStatement({ runId, employeeId });
          }}
          data-testid="cts-statement-one"
        >
          {t('cts.statementOne')}
        </DownloadButton>
        {!areaLimited && (
          <Button
            type="primary"
            disabled={!released}
            loading={start.isPending}
            onClick={startBatch}
            data-testid="cts-statement-all"
          >
            {t('cts.statementAll')}
          </Button>
        )}
      </Space>
      {error !== null && <Alert type="error" showIcon title={errorMessage(t, error)} />}
      {batchId !== null && <DocumentBatchProgress batchId={batchId} />}
    </Space>
  );
};
