import {
  AFP_NAMES,
  PAYROLL_PARAMETER_SHAPES,
  type PayrollParameterKey,
  type TPayrollParameterValue,
} from '@zerg/shared';
import { Typography } from 'antd';
import { formatMoney } from '../../../lib/format-money';
import { formatPercent } from '../../../lib/percent';

type Afp = Record<string, { fundRate: string; premiumRate: string; flowCommissionRate: string }>;
type Brackets = { upToUit: string | null; rate: string }[];

/** A parameter's value as people read it: soles with two decimals, rates as percentages, tables compact. */
export const ParameterValue = ({
  parameter,
  value,
  locale,
}: {
  parameter: PayrollParameterKey;
  value: TPayrollParameterValue;
  locale: string;
}) => {
  const shape = PAYROLL_PARAMETER_SHAPES[parameter];
  if (shape === 'amount') return <>{formatMoney(value as string, 'PEN', locale)}</>;
  if (shape === 'rate') return <>{formatPercent(value as string)}</>;
  if (shape === 'number') return <>{`${value as string} UIT`}</>;
  if (shape === 'afp') {
    const table = value as Afp;
    return (
      <Typography.Text style={{ fontSize: 12 }}>
        {AFP_NAMES.map((name) => {
          const r = table[name];
          return r ? (
            <div key={name}>
              <b style={{ textTransform: 'capitalize' }}>{name}</b>: {formatPercent(r.fundRate)} ·{' '}
              {formatPercent(r.premiumRate)} · {formatPercent(r.flowCommissionRate)}
            </div>
          ) : null;
        })}
      </Typography.Text>
    );
  }
  return (
    <Typography.Text style={{ fontSize: 12 }}>
      {(value as Brackets).map((b) => (
        <div key={b.upToUit ?? 'open'}>
          {b.upToUit === null ? '∞' : `≤ ${b.upToUit}`} UIT: {formatPercent(b.rate)}
        </div>
      ))}
    </Typography.Text>
  );
};
