import { InputNumber, type InputNumberProps } from 'antd';

/** Soles, the company's currency. */
export const DEFAULT_CURRENCY = 'S/';

export type MoneyInputProps<T extends number | string = number> = Omit<
  InputNumberProps<T>,
  'precision' | 'prefix'
> & {
  /** Currency symbol shown before the amount; `S/` by default. */
  currency?: string;
};

/**
 * An amount with two decimals and the currency prefix; negative amounts are refused by default.
 * With `stringMode` the value is a decimal string (salaries: never a binary float).
 */
export const MoneyInput = <T extends number | string = number>({
  currency = DEFAULT_CURRENCY,
  min,
  style,
  ...props
}: MoneyInputProps<T>) => (
  <InputNumber<T>
    precision={2}
    min={min ?? ((props.stringMode ? '0' : 0) as T)}
    prefix={currency}
    style={{ width: '100%', ...style }}
    {...props}
  />
);
