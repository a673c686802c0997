import { InputNumber, type InputNumberProps } from 'antd';

/** Number inputs keep four decimals (SPEC §9). */
export const NUMBER_PRECISION = 4;

export type NumberInputProps = Omit<InputNumberProps<number>, 'precision'> & {
  /** Decimals kept; 4 by default. */
  precision?: number;
};

/** A full-width numeric input with four decimals. */
export const NumberInput = ({ precision = NUMBER_PRECISION, style, ...props }: NumberInputProps) => (
  <InputNumber<number> precision={precision} style={{ width: '100%', ...style }} {...props} />
);
