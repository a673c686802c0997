import { Input, type InputProps } from 'antd';
import type { ChangeEvent } from 'react';

/** Peru's country code, the fixed start of every mobile number (SPEC §5: 14 characters in all). */
export const MOBILE_PREFIX = '(+51)';
export const MOBILE_DIGITS = 9;

/** Applies the `(+51)999999999` mask to whatever was typed or pasted. */
export const maskMobile = (raw: string): string => {
  const rest = raw.startsWith(MOBILE_PREFIX)
    ? raw.slice(MOBILE_PREFIX.length)
    : raw.replace(/^\(?\+?51\)?/, '');
  const digits = rest.replace(/\D/g, '').slice(0, MOBILE_DIGITS);
  return digits ? `${MOBILE_PREFIX}${digits}` : '';
};

export type MobileInputProps = Omit<InputProps, 'value' | 'onChange'> & {
  value?: string | null;
  onChange?: (value: string) => void;
};

/** A mobile number input with the `(+51)` prefix and nine digits. */
export const MobileInput = ({ value, onChange, ...props }: MobileInputProps) => (
  <Input
    inputMode="tel"
    autoComplete="tel"
    placeholder={`${MOBILE_PREFIX}999999999`}
    maxLength={MOBILE_PREFIX.length + MOBILE_DIGITS}
    {...props}
    value={value ?? ''}
    onChange={(event: ChangeEvent<HTMLInputElement>) => onChange?.(maskMobile(event.target.value))}
  />
);
