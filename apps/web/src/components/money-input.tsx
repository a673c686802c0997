import { InputNumber, type InputNumberProps } from 'antd';

/** Soles, the company's currency. */
export const DEFAULT_CURRENCY = 'S/';

export type MoneyInputProps = Omit<InputNumberProps<number>, 'precision' | 'prefix'> & {
  /** Currency symbol shown before the amount; `S/` by default. */
  currency?: string;
};

/** An amount with two decimals and the currency prefix; negative amounts are refused by default. */
export const MoneyInput = ({ currency = DEFAULT_CURRENCY, min = 0, style, ...props }: MoneyInputProps) => (
  <InputNumber<number>
    precision={2}
    min={min}
    prefix={currency}
    style={{ width: '100%', ...style }}
    {...props}
  />
);
