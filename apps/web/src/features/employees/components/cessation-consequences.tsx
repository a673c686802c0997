import type { CessationReason } from '@zerg/shared';
import { Alert, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money';
import { useLiquidacionPreview } from '../api/preview-liquidacion';

export type CessationConsequencesProps = {
  employeeId: number;
  /** The last day worked, once valid. */
  date: string | null;
  reason: CessationReason | null;
};

/**
 * What the chosen reason means before confirming: its text, and the liquidación's figures computed
 * by the server as the run would (indemnity or none, vacation days due, gross and net).
 */
export const CessationConsequences = ({ employeeId, date, reason }: CessationConsequencesProps) => {
  const { t, i18n } = useTranslation();
  const preview = useLiquidacionPreview(employeeId, date, reason);
  if (reason === null) return null;
  const money = (v: string) => formatMoney(v, 'PEN', i18n.language);
  const p = preview.data;
  return (
    <Alert
      type={p?.indemnityCode ? 'warning' : 'info'}
      showIcon
      style={{ marginBottom: 16 }}
      data-testid="cessation-consequences"
      title={t(`employees:cessation.consequences.${reason}`)}
      description={
        preview.isFetching ? (
          <Spin size="small" />
        ) : preview.isError ? (
          <Typography.Text type="secondary">{t('employees:cessation.previewFailed')}</Typography.Text>
        ) : p ? (
          <Typography.Paragraph style={{ margin: 0 }}>
            <Typography.Text strong data-testid="cessation-indemnity">
              {p.indemnityCode
                ? t('employees:cessation.indemnity', { amount: money(p.indemnity), code: p.indemnityCode })
                : t('employees:cessation.noIndemnity')}
            </Typography.Text>
            <br />
            {t('employees:cessation.vacation', {
              pending: p.vacation.pendingDays,
              overdue: p.vacation.overdueDays,
            })}
            <br />
            <span data-testid="cessation-total">
              {t('employees:cessation.total', { amount: money(p.earnings), net: money(p.net) })}
            </span>
            <br />
            <Typography.Text type="secondary">
              {t('employees:cessation.tRegistro', { code: p.tRegistro })}
            </Typography.Text>
          </Typography.Paragraph>
        ) : null
      }
    />
  );
};
