import { laboredDays } from '@zerg/shared';
import { Alert, Descriptions, Drawer, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadButton } from '../../../components/download-button';
import { downloadPayslipPdf } from '../api/download-payslip-pdf';
import { usePayrollSlip } from '../api/get-payroll-slip';
import { LiquidacionBreakdown } from './liquidacion-breakdown';
import { hasDetail } from './liquidacion-card';
import { LineTable } from './payroll-line-table';

/** One worker's payslip in a run: days, warnings and lines. */
export const SlipDrawer = ({ id, onClose }: { id: number | null; onClose: () => void }) => {
  const { t } = useTranslation('payroll-payments');
  const slip = usePayrollSlip(id);
  const s = slip.data;
  return (
    <Drawer
      open={id !== null}
      onClose={onClose}
      width={760}
      title={s?.name}
      extra={id && <DownloadButton download={() => downloadPayslipPdf(id)}>PDF</DownloadButton>}
    >
      {s && (
        <div data-testid="slip-drawer">
          <Descriptions
            size="small"
            column={3}
            items={[
              { label: t('document'), children: s.document },
              { label: t('position'), children: s.position },
              {
                label: t('daysWorked'),
                children: <span data-testid="slip-labored">{laboredDays(s.days)}</span>,
              },
              { label: t('absences'), children: s.days.absence },
              { label: t('vacation'), children: s.days.vacation },
              ...(s.days.projected ? [{ label: t('projectedDays'), children: s.days.projected }] : []),
              { label: t('net'), children: <strong>{s.net}</strong> },
            ]}
          />
          {s.warnings.map((w) => (
            <Alert
              key={w}
              type="warning"
              showIcon
              title={t(`warnings.${w.split(':')[0]}`, { defaultValue: w })}
              style={{ marginTop: 8 }}
            />
          ))}
          <Space direction="vertical" style={{ width: '100%', marginTop: 12 }}>
            {hasDetail(s) && <LiquidacionBreakdown slip={s} />}
            <LineTable title={t('earnings')} lines={s.lines.filter((l) => l.kind === 'earning')} />
            <LineTable title={t('deductions')} lines={s.lines.filter((l) => l.kind === 'deduction')} />
            <LineTable title={t('employer')} lines={s.lines.filter((l) => l.kind === 'employer')} />
          </Space>
        </div>
      )}
    </Drawer>
  );
};
