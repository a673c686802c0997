import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const compile = (schema: z.ZodType) => validatorCompiler({ schema, method: 'POST', url: '*' });

const refuseAll = compile(z.never({ error: 'validation.invalid' }));

// A NUL character, or half of a surrogate pair: PostgreSQL text cannot hold either.
const unstorable = (text: string) => text.includes('\u0000') || !text.isWellFormed();

/** The path of the first string (value or key) that PostgreSQL could not store, or null. */
export const findUnstorableText = (
  value: unknown,
  path: (string | number)[] = [],
): (string | number)[] | null => {
  if (typeof value === 'string') return unstorable(value) ? path : null;
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, i]);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = unstorable(key) ? [...path, key] : findUnstorableText(item, [...path, key]);
      if (found) return found;
    }
  }
  return null;
};

const refuseText = compile(
  z.unknown().superRefine((value, ctx) => {
    const path = findUnstorableText(value);
    if (path) ctx.addIssue({ code: 'custom', path, message: 'validation.unstorableText' });
  }),
);

/**
 * The zod validator, made safe for any input, on every route that exists now or later:
 * - text PostgreSQL cannot store (NUL, a lone surrogate) is the client's 400 naming the field, before
 *   any schema lets it through to a query or an audit entry;
 * - a refinement that reads fields of a body that is `null`, an array or a string throws instead of
 *   reporting an issue, and that must be a 400 too, not a 500.
 */
export const safeValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) => {
  const validate = validatorCompiler(route as Parameters<typeof validatorCompiler>[0]);
  return (data) => {
    const text = refuseText(data);
    if (typeof text === 'object' && 'error' in text && text.error) return text;
    try {
      return validate(data);
    } catch {
      return refuseAll(data);
    }
  };
};
