import { Alert, Card, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../components/error-state';
import { useAreaLimited } from '../../../lib/use-area-limited';
import { useCtsDepositSummary } from '../api/get-cts-deposit-summary';
import { CtsBankFilesPanel } from './cts-bank-files-panel';
import { CtsStatementsPanel } from './cts-statements-panel';

type Props = { runId: number; released: boolean };

/** A CTS run's documents (DS 001-97-TR art. 29): the workers' statements and the banks' files. */
export const CtsDepositCard = ({ runId, released }: Props) => {
  const { t } = useTranslation('payroll-payments');
  const summary = useCtsDepositSummary(runId);
  const areaLimited = useAreaLimited();
  return (
    <Card
      style={{ marginTop: 16 }}
      title={t('cts.title')}
      loading={summary.isLoading}
      data-testid="cts-deposit-card"
    >
      {summary.error && <ErrorState error={summary.error} />}
      {!released && <Alert type="info" showIcon title={t('cts.approveFirst')} style={{ marginBottom: 12 }} />}
      {summary.data && (
        <Tabs
          items={[
            {
              key: 'statements',
              label: t('cts.statements'),
              children: <CtsStatementsPanel runId={runId} summary={summary.data} released={released} />,
            },
            // The banks' files are company-wide work, not offered to an area-limited holder.
            ...(areaLimited
              ? []
              : [
                  {
                    key: 'banks',
                    label: t('cts.bankFiles'),
                    children: <CtsBankFilesPanel runId={runId} summary={summary.data} released={released} />,
                  },
                ]),
          ]}
        />
      )}
    </Card>
  );
};
