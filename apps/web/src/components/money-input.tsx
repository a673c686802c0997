import { InputNumber, type InputNumberProps } from 'antd';

/** Soles, the company's currency. */
export const DEFAULT_CURRENCY = 'S/';

export type MoneyInputProps<T extends number | string = number> = Omit<
  InputNumberProps<T>,
  'precision' | 'prefix' | 'min' | 'max'
> & {
  /** Currency symbol shown before the amount; `S/` by default. */
  currency?: string;
};

/**
 * An amount with two decimals and the currency prefix. No `min`/`max`: antd would silently turn a
 * typed -2500 into 0.00 on blur; the field's schema refuses it with its message instead.
 * With `stringMode` the value is a decimal string (salaries: never a binary float).
 */
export const MoneyInput = <T extends number | string = number>({
  currency = DEFAULT_CURRENCY,
  style,
  ...props
}: MoneyInputProps<T>) => (
  <InputNumber<T> precision={2} prefix={currency} style={{ width: '100%', ...style }} {...props} />
);
