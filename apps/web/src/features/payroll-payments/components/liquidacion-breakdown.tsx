import { cessationReasonKey, type TPayrollLine, type TPayrollSlipDetail } from '@zerg/shared';
import { Descriptions, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money';
import { formatPercent } from '../../../lib/percent';

type Detail = NonNullable<TPayrollSlipDetail['detail']>;

type BenefitRow = {
  key: string;
  concept: string;
  note?: string;
  period: string;
  computable: string | null;
  months: number | null;
  days: number | null;
  amount: string;
};

const isZero = (amount: string) => /^-?0+(\.0+)?$/.test(amount);

const day = (iso: string | null) => {
  if (!iso) return '';
  const [y, m, d] = iso.split('-');
  return `${d}/${m}/${y}`;
};

/**
 * A liquidación as the hoja de liquidación prints it, from the breakdown stored with the slip:
 * the worker's cessation, the computable remuneration, each benefit with its period, months, days
 * and amount, the deductions and the net. HR reads it here before approving.
 */
export const LiquidacionBreakdown = ({ slip }: { slip: TPayrollSlipDetail & { detail: Detail } }) => {
  const { t, i18n } = useTranslation('payroll-payments');
  const money = (v: string | null) => (v === null ? '' : formatMoney(v, 'PEN', i18n.language));
  const d = slip.detail;
  const recorded = slip.worker.cessationReason;
  const reasonCode = typeof recorded === 'string' ? recorded : '';
  const reasonKey = cessationReasonKey(recorded);
  const reason = reasonKey ? t(`liquidacion.reasons.${reasonKey}`) : reasonCode || '—';
  const bonusRate = slip.lines.find((l) => l.concept === 'bonificacion_extraordinaria_truncated')?.rate;
  // A microempresa owes neither CTS nor gratificaciones: the rows say so instead of counting months.
  const micro = slip.worker.regime === 'micro';
  const notDue = {
    note: t('liquidacion.notDueMicro'),
    period: '',
    computable: null,
    months: null,
    days: null,
  };
  const rows: BenefitRow[] = [
    {
      key: 'cts',
      concept: t('liquidacion.cts'),
      ...(isZero(d.cts.gratificacionSixth)
        ? {}
        : { note: t('liquidacion.ctsSixth', { amount: money(d.cts.gratificacionSixth) }) }),
      period: `${day(d.cts.from)} – ${day(d.cts.to)}`,
      computable: d.cts.base,
      months: d.cts.months,
      days: d.cts.days,
      amount: d.cts.amount,
      ...(micro && isZero(d.cts.amount) ? notDue : {}),
    },
    {
      key: 'gratificacion',
      concept: t('liquidacion.gratificacion'),
      period: d.gratificacion.from ? `${day(d.gratificacion.from)} – ${day(d.gratificacion.to)}` : '',
      computable: d.computable,
      months: d.gratificacion.months,
      days: 0,
      amount: d.gratificacion.amount,
      ...(micro && isZero(d.gratificacion.amount) ? notDue : {}),
    },
  ];
  if (!isZero(d.gratificacion.bonificacion))
    rows.push({
      key: 'bonificacion',
      concept: t('liquidacion.bonificacion', { rate: bonusRate ? formatPercent(bonusRate) : '9 %' }),
      period: '',
      computable: d.gratificacion.amount,
      months: null,
      days: null,
      amount: d.gratificacion.bonificacion,
    });
  rows.push({
    key: 'vacationTruncated',
    concept: t('liquidacion.vacationTruncated'),
    period: `${day(d.vacation.from)} – ${day(d.vacation.to)}`,
    computable: d.computable,
    months: d.vacation.truncatedMonths,
    days: d.vacation.truncatedDays,
    amount: d.vacation.truncated,
  });
  if (!isZero(d.vacation.pending))
    rows.push({
      key: 'vacationPending',
      concept: t('liquidacion.vacationPending'),
      period: '',
      computable: d.computable,
      months: null,
      days: d.vacation.pendingDays + d.vacation.overdueDays,
      amount: d.vacation.pending,
    });
  if (!isZero(d.vacation.indemnity))
    rows.push({
      key: 'vacationIndemnity',
      concept: t('liquidacion.vacationIndemnity'),
      period: '',
      computable: d.computable,
      months: null,
      days: d.vacation.overdueDays,
      amount: d.vacation.indemnity,
    });
  if (!isZero(d.dismissalIndemnity))
    rows.push({
      key: 'dismissal',
      concept: t('liquidacion.dismissal'),
      period: `${day(d.hireDate)} – ${day(d.terminationDate)}`,
      computable: d.computable,
      months: d.service.years * 12 + d.service.months,
      days: d.service.days,
      amount: d.dismissalIndemnity,
    });
  const deductions = slip.lines.filter((l) => l.kind === 'deduction' && !isZero(l.amount));
  return (
    <div data-testid="liquidacion-breakdown">
      <Descriptions
        size="small"
        column={{ xs: 1, md: 3 }}
        items={[
          { key: 'hire', label: t('liquidacion.hireDate'), children: day(d.hireDate) },
          { key: 'end', label: t('liquidacion.cessationDate'), children: day(d.terminationDate) },
          { key: 'reason', label: t('liquidacion.reason'), children: reason },
          {
            key: 'regime',
            label: t('liquidacion.regime'),
            children:
              typeof slip.worker.regime === 'string' ? t(`liquidacion.regimes.${slip.worker.regime}`) : '—',
          },
          {
            key: 'service',
            label: t('liquidacion.serviceTime'),
            children: t('liquidacion.service', {
              years: d.service.years,
              months: d.service.months,
              days: d.service.days,
            }),
          },
          { key: 'salary', label: t('liquidacion.salary'), children: money(d.computableParts.salary) },
          {
            key: 'family',
            label: t('liquidacion.familyAllowance'),
            children: money(d.computableParts.familyAllowance),
          },
          {
            key: 'variable',
            label: t('liquidacion.variablePay'),
            children: money(d.computableParts.supplements),
          },
          {
            key: 'computable',
            label: t('liquidacion.computable'),
            children: <strong data-testid="liquidacion-computable">{money(d.computable)}</strong>,
          },
        ]}
      />
      <Table<BenefitRow>
        size="small"
        style={{ marginTop: 12 }}
        title={() => <strong>{t('liquidacion.benefits')}</strong>}
        rowKey="key"
        pagination={false}
        dataSource={rows}
        onRow={(r) => ({ 'data-testid': `benefit-${r.key}` }) as React.HTMLAttributes<HTMLElement>}
        columns={[
          {
            title: t('concept'),
            dataIndex: 'concept',
            render: (v: string, r) => (
              <>
                {v}
                {r.note && (
                  <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
                    {r.note}
                  </Typography.Text>
                )}
              </>
            ),
          },
          { title: t('period'), dataIndex: 'period' },
          { title: t('liquidacion.computable'), dataIndex: 'computable', align: 'right', render: money },
          { title: t('liquidacion.months'), dataIndex: 'months', align: 'right' },
          { title: t('liquidacion.days'), dataIndex: 'days', align: 'right' },
          { title: t('amount'), dataIndex: 'amount', align: 'right', render: money },
        ]}
        summary={() => (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0} colSpan={5}>
              <strong>{t('liquidacion.totalBenefits')}</strong>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="right">
              <strong>{money(slip.earnings)}</strong>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        )}
      />
      <Table<TPayrollLine>
        size="small"
        style={{ marginTop: 12 }}
        title={() => <strong>{t('deductions')}</strong>}
        rowKey={(l, i) => `${l.code}-${l.reference ?? i}`}
        pagination={false}
        dataSource={deductions}
        locale={{ emptyText: t('liquidacion.noDeductions') }}
        columns={[
          { title: t('code'), dataIndex: 'code', width: 70 },
          { title: t('concept'), dataIndex: 'description' },
          {
            title: t('rate'),
            dataIndex: 'rate',
            align: 'right',
            render: (v: string | null) => formatPercent(v),
          },
          { title: t('amount'), dataIndex: 'amount', align: 'right', render: money },
        ]}
      />
      <Descriptions
        style={{ marginTop: 12 }}
        size="small"
        bordered
        column={1}
        items={[
          {
            key: 'net',
            label: <strong>{t('net')}</strong>,
            children: <strong data-testid="liquidacion-net">{money(slip.net)}</strong>,
          },
        ]}
      />
    </div>
  );
};
