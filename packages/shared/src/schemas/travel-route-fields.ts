import { z } from 'zod';
import { msg } from '../validation/message.ts';

/* What the schemas of section 29 (travel routes) share and do not export from the package. */

export const ZStatus = z.enum(['active', 'inactive']);
export const ZDepartmentCode = z.string().regex(/^\d{2}$/, { error: msg('validation.invalid') });
export const ZProvinceCode = z.string().regex(/^\d{4}$/, { error: msg('validation.invalid') });
export const requiredId = () =>
  z
    .number({ error: msg('validation.required') })
    .int()
    .positive({ error: msg('validation.required') })
    .max(2_147_483_647, { error: msg('validation.invalid') });

/** A non-negative quantity with one decimal at most (kilometres, hours). */
export const quantity = (max: number) =>
  z
    // An empty field is "required", a text where a number belongs "must be a number".
    .number({ error: (issue) => msg(issue.input == null ? 'validation.required' : 'validation.number') })
    .min(0, { error: msg('validation.minValue', { min: 0 }) })
    .max(max, { error: msg('validation.maxValue', { max }) })
    .refine((v) => Math.round(v * 10) === v * 10, { error: msg('validation.oneDecimal') });
