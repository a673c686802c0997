import { z } from 'zod';
import { msg } from './message.ts';

/*
 * Decimal strings (money, weights, sizes) are refused with the one rule they break, checked in the
 * order a user would fix them: not a number, negative, too many decimals, too large. A single
 * pattern would call "-5" a number "with up to 2 decimals", which misstates the problem.
 */

export type DecimalOptions = {
  /** Digits before the point. */
  integers: number;
  /** Digits after the point. */
  scale: number;
  /** The message for a negative value; "cannot be negative" by default. */
  negative?: string;
  /** The message for too many decimals; "up to {{scale}} decimals" by default. */
  decimals?: string;
};

const NUMERIC = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** The largest value `integers` and `scale` digits can hold, as the user would type it. */
export const decimalMax = (integers: number, scale: number): string =>
  `${'9'.repeat(integers)}${scale > 0 ? `.${'9'.repeat(scale)}` : ''}`;

/** The message key for a trimmed, non-empty decimal string, or null when it is valid. */
export const decimalIssue = (value: string, options: DecimalOptions): string | null => {
  if (!NUMERIC.test(value)) return msg('validation.number');
  const negative = value.startsWith('-');
  const [units = '', decimals = ''] = (negative ? value.slice(1) : value).split('.');
  if (negative && /[1-9]/.test(units + decimals)) return options.negative ?? msg('validation.nonNegative');
  if (decimals.length > options.scale) {
    return options.decimals ?? msg('validation.decimal', { scale: options.scale });
  }
  if (units.replace(/^0+(?=\d)/, '').length > options.integers) {
    return msg('validation.maxValue', { max: decimalMax(options.integers, options.scale) });
  }
  return null;
};

/** A decimal as a string, refused with its own rule's message; `"-0"`, `".5"`, `"5."` become `"0"`, `"0.5"`, `"5"`. */
export const decimalText = (options: DecimalOptions) =>
  z
    .union([z.string(), z.number()], { error: msg('validation.required') })
    .transform((v) => String(v).trim())
    .superRefine((v, ctx) => {
      const issue = v === '' ? msg('validation.required') : decimalIssue(v, options);
      if (issue) ctx.addIssue({ code: 'custom', message: issue });
    })
    .transform((v) =>
      v
        .replace(/^-(?=[0.]*$)/, '')
        .replace(/^\./, '0.')
        .replace(/\.$/, ''),
    );

/** Money as the user types it: not negative, at most two decimals, nine digits before the point. */
export const moneyText = (integers = 9) =>
  decimalText({
    integers,
    scale: 2,
    negative: msg('validation.amountNonNegative'),
    decimals: msg('validation.moneyFormat'),
  });
