import { Input, type InputProps } from 'antd';
import type { ChangeEvent } from 'react';

/** Peru's country code, the fixed start of every mobile number (SPEC §5: 14 characters in all). */
export const MOBILE_PREFIX = '(+51)';
export const MOBILE_DIGITS = 9;

const COUNTRY_CODE = /^\s*\(?\+51\)?/;

/**
 * Applies the `(+51)999999999` mask to whatever was typed or pasted. A leading 51 without `+` is
 * the country code only when more than nine digits follow: dropping it from a nine-digit number
 * would leave seven and blame the user for digits they typed.
 */
export const maskMobile = (raw: string): string => {
  let digits = raw.replace(COUNTRY_CODE, '').replace(/\D/g, '');
  if (!COUNTRY_CODE.test(raw) && digits.length > MOBILE_DIGITS && digits.startsWith('51')) {
    digits = digits.slice(2);
  }
  const kept = digits.slice(0, MOBILE_DIGITS);
  return kept ? `${MOBILE_PREFIX}${kept}` : '';
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
