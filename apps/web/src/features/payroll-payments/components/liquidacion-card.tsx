import type { TPayrollSlipDetail } from '@zerg/shared';
import { Alert, Card, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/download-button';
import { downloadWorkCertificate } from '../../../components/employee-record/api/download-work-certificate';
import { downloadPayslipPdf } from '../api/download-payslip-pdf';
import { usePayrollSlip } from '../api/get-payroll-slip';
import { LiquidacionBreakdown } from './liquidacion-breakdown';

/** A slip that carries a liquidación's breakdown. */
export const hasDetail = (
  s: TPayrollSlipDetail | undefined,
): s is TPayrollSlipDetail & { detail: NonNullable<TPayrollSlipDetail['detail']> } => !!s?.detail;

/** A liquidación run's one slip, as its hoja de liquidación shows it: what HR approves. */
export const LiquidacionCard = ({ slipId }: { slipId: number }) => {
  const { t } = useTranslation('payroll-payments');
  const slip = usePayrollSlip(slipId);
  const s = slip.data;
  return (
    <Card
      style={{ marginTop: 16 }}
      loading={slip.isLoading}
      title={s ? `${t('liquidacion.title')} · ${s.name}` : t('liquidacion.title')}
      extra={
        <Space>
          <DownloadButton data-testid="liquidacion-pdf" download={() => downloadPayslipPdf(slipId)}>
            {t('liquidacion.download')}
          </DownloadButton>
          {s && (
            <DownloadButton
              data-testid="liquidacion-work-certificate"
              download={() => downloadWorkCertificate(s.employeeId)}
            >
              {t('liquidacion.workCertificate')}
            </DownloadButton>
          )}
        </Space>
      }
    >
      {hasDetail(s) ? (
        <LiquidacionBreakdown slip={s} />
      ) : (
        s && <Alert type="info" showIcon title={t('liquidacion.noDetail')} />
      )}
    </Card>
  );
};
