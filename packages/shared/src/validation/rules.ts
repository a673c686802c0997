import { z } from 'zod';
import { msg } from './message.ts';
import { isCci, isDni, isRuc } from './peru.ts';

/**
 * The rule library of SPEC §5, as zod schemas shared by the server (request validation) and the web
 * (form validation). Every message is a key of `validation.*` in the shared locales.
 */

const notOnlySpaces = (v: string) => v.length === 0 || v.trim().length > 0;

/** A required text: trims, refuses empty ("es requerido"). */
export const requiredText = (max = 255) =>
  z
    .string({ error: msg('validation.required') })
    .trim()
    .min(1, { error: msg('validation.required') })
    .max(max, { error: msg('validation.max', { max }) });

/** Optional text: empty becomes null. Refuses a value made only of spaces (validate-spaces). */
export const optionalText = (max = 255) =>
  z
    .string()
    .max(max, { error: msg('validation.max', { max }) })
    .refine(notOnlySpaces, { error: msg('validation.spaces') })
    .transform((v) => (v.trim() === '' ? null : v.trim()))
    .nullish()
    .transform((v) => v ?? null);

export const minLength = (min: number) => z.string().min(min, { error: msg('validation.min', { min }) });

export const maxLength = (max: number) => z.string().max(max, { error: msg('validation.max', { max }) });

export const exactLength = (length: number) =>
  z.string().length(length, { error: msg('validation.length', { length }) });

export const minValue = (min: number) =>
  z.number({ error: msg('validation.number') }).min(min, { error: msg('validation.minValue', { min }) });

export const email = () =>
  z
    .string({ error: msg('validation.required') })
    .trim()
    .toLowerCase()
    .min(1, { error: msg('validation.required') })
    .max(254, { error: msg('validation.max', { max: 254 }) })
    .pipe(z.email({ error: msg('validation.email') }));

/** valid-document: a RUC-sized document or nothing (SPEC §5: length 11 or 0). */
export const validDocument = () =>
  z.string().refine((v) => v.length === 0 || v.length === 11, { error: msg('validation.document') });

const MOBILE_PREFIX = '(+51)';
const MOBILE_DIGITS = 9;

/**
 * mobile: 14 characters, the `(+51)999999999` mask of the web. The message counts the digits the
 * user typed, not the mask's characters, which nobody counts.
 */
export const mobile = () =>
  z.string().superRefine((v, ctx) => {
    const rest = v.startsWith(MOBILE_PREFIX) ? v.slice(MOBILE_PREFIX.length) : v;
    if (v.length === 14 && /^\d{9}$/.test(rest)) return;
    const typed = rest.replace(/\D/g, '').length;
    ctx.addIssue({ code: 'custom', message: msg('validation.mobile', { digits: MOBILE_DIGITS, typed }) });
  });

/** A day not after `today` (`YYYY-MM-DD`, in Lima): the day a justification or a payment is about. */
export const dateNotAfter = (today: string) =>
  z
    .string()
    .nullish()
    .refine((v) => !v || v <= today, { error: msg('validation.notFuture') });

export const percentage = () =>
  z
    .number({ error: msg('validation.number') })
    .gt(0, { error: msg('validation.percentageMin') })
    .max(100, { error: msg('validation.percentageMax') });

/** amount > 0: "The amount must be greater than 0.00". */
export const amountPositive = () =>
  z.number({ error: msg('validation.number') }).gt(0, { error: msg('validation.amountPositive') });

/** amount >= 30: "The amount must be at least 30.00". */
export const amountAtLeast30 = () =>
  z.number({ error: msg('validation.number') }).min(30, { error: msg('validation.amountMin30') });

/** amount >= 0. */
export const amountNonNegative = () =>
  z.number({ error: msg('validation.number') }).min(0, { error: msg('validation.amountNonNegative') });

/** hours >= 92: "The minimum of hours is 92" (manual attendance). */
export const hours = () =>
  z.number({ error: msg('validation.number') }).min(92, { error: msg('validation.hours') });

/** money >= 1. */
export const money = () =>
  z.number({ error: msg('validation.number') }).min(1, { error: msg('validation.money') });

export const nonEmptyArray = <T extends z.ZodType>(item: T) =>
  z.array(item).min(1, { error: msg('validation.array') });

/**
 * module-required: a module id, not 0 (the "choose a module" option). With `max`, an id past the
 * last module is refused with the same message: it names no module either.
 */
export const moduleRequired = (max = Number.MAX_SAFE_INTEGER) =>
  z
    .number({ error: msg('validation.moduleRequired') })
    .refine((v) => Number.isInteger(v) && v > 0 && v <= max, {
      error: msg('validation.moduleRequired'),
    });

export const notOnlyWhitespace = () => z.string().refine(notOnlySpaces, { error: msg('validation.spaces') });

const SPECIAL_PASSWORD = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]{8,}$/;

/** special password: 8+ characters with a lowercase, an uppercase, a digit and one of @$!%*?&. */
export const specialPassword = () =>
  z
    .string({ error: msg('validation.required') })
    .max(128, { error: msg('validation.max', { max: 128 }) })
    .regex(SPECIAL_PASSWORD, { error: msg('validation.specialPassword') });

/** special email: a letter first, 5 to 30 characters before the company domain. */
export const specialEmail = (domain: string) => {
  const escaped = domain.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`^[a-zA-Z][a-zA-Z0-9._-]{4,29}@${escaped}$`);
  return z.string().regex(pattern, { error: msg('validation.specialEmail', { domain }) });
};

export const truthy = () => z.literal(true, { error: msg('validation.truthy') });

/** tracking number: 19 characters, "Incorrect Track Number". */
export const trackingNumber = () => z.string().length(19, { error: msg('validation.trackingNumber') });

/** not-overflow: the value may not exceed the balance. */
export const notOverflow = (balance: number) =>
  z
    .number({ error: msg('validation.number') })
    .max(balance, { error: msg('validation.notOverflow', { balance: balance.toFixed(2) }) });

export const dni = () => z.string().refine(isDni, { error: msg('validation.dni') });
export const ruc = () => z.string().refine(isRuc, { error: msg('validation.ruc') });
export const cci = () =>
  z.string({ error: msg('validation.cci') }).refine(isCci, { error: msg('validation.cci') });

/**
 * password confirmation: refine an object so the error lands on the confirmation field.
 * Used as `.superRefine(passwordsMatch('password', 'passwordConfirmation'))`.
 */
export const passwordsMatch =
  <K extends string, C extends string>(passwordKey: K, confirmationKey: C) =>
  (value: Partial<Record<K | C, unknown>>, ctx: z.RefinementCtx) => {
    if (value[passwordKey] !== value[confirmationKey]) {
      ctx.addIssue({
        code: 'custom',
        path: [confirmationKey],
        message: msg('validation.passwordConfirmation'),
      });
    }
  };
