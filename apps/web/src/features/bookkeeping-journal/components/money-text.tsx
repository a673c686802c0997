import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatMoney } from '../../../lib/format-money';

/** The books are kept in soles: every amount of the journal shows as PEN. */
export const useMoney = () => {
  const { i18n } = useTranslation();
  return (amount: string | null | undefined) => formatMoney(amount, 'PEN', i18n.language);
};

/** A zero amount is left blank, as in a printed journal, so the side that carries the amount stands out. */
export const Amount = ({ value, strong }: { value: string; strong?: boolean }) => {
  const money = useMoney();
  if (/^-?0+(\.0+)?$/.test(value)) return null;
  return (
    <Typography.Text strong={strong} style={{ whiteSpace: 'nowrap' }}>
      {money(value)}
    </Typography.Text>
  );
};
