import { z } from 'zod';
import { moneyText } from '../../validation/decimal.ts';
import { msg } from '../../validation/message.ts';
import { ZId } from '../common.ts';

/** Field schemas the HR forms share. */

/**
 * A calendar day `YYYY-MM-DD` that exists: `Date.parse` rolls `2023-02-30` over to March, so the
 * parts are compared after the round trip (PostgreSQL would otherwise refuse it with a 500).
 */
export const isCalendarDate = (v: string): boolean => {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(v);
  if (!m) return false;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  if (year < 1 || month < 1 || month > 12 || day < 1) return false;
  const d = new Date(Date.UTC(year, month - 1, day));
  d.setUTCFullYear(year);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
};

export const ZDate = z
  .string({ error: msg('validation.required') })
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg('validation.date') })
  .refine(isCalendarDate, { error: msg('validation.date') });

export const ZTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: msg('validation.time') });

/** Money as a decimal string with up to two decimals: never a binary float. */
export const ZMoney = moneyText().refine((v) => Number(v) >= 1, { error: msg('validation.money') });

export const ZCountryCode = z.string().regex(/^[A-Z]{2}$/, { error: msg('validation.invalid') });
export const ZUbigeo = z.string().regex(/^\d{6}$/, { error: msg('validation.ubigeo') });

export const ZEmployeeId = z.object({ employee_id: ZId });
export type TEmployeeId = z.infer<typeof ZEmployeeId>;

export const ZCodeName = z.object({ code: z.string(), name: z.string() });
export type TCodeName = z.infer<typeof ZCodeName>;
