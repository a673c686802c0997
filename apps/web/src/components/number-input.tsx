import { InputNumber, type InputNumberProps } from 'antd';

/** Number inputs keep four decimals (SPEC §9). */
export const NUMBER_PRECISION = 4;

export type NumberInputProps = Omit<InputNumberProps<number>, 'precision' | 'min' | 'max'> & {
  /** Decimals kept; 4 by default. */
  precision?: number;
};

/**
 * A full-width numeric input with four decimals. No `min`/`max`: antd would clamp an out-of-range
 * value on blur without a word; the field's rule refuses it and says why.
 */
export const NumberInput = ({ precision = NUMBER_PRECISION, style, ...props }: NumberInputProps) => (
  <InputNumber<number> precision={precision} style={{ width: '100%', ...style }} {...props} />
);
