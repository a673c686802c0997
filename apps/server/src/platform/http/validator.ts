import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';

const compile = (schema: z.ZodType) => validatorCompiler({ schema, method: 'POST', url: '*' });

const refuseAll = compile(z.never({ error: 'validation.invalid' }));

// A NUL character, or half of a surrogate pair: PostgreSQL text cannot hold either.
const unstorable = (text: string) => text.includes('\u0000') || !text.isWellFormed();

type Step = { value: unknown; key: string | number; parent: Step | null };

const pathOf = (step: Step | null): (string | number)[] => {
  const path: (string | number)[] = [];
  for (let at = step; at?.parent; at = at.parent) path.push(at.key);
  return path.reverse();
};

/**
 * The path of the first string (value or key) that PostgreSQL could not store, or null. Iterative,
 * with each step pointing at its parent: a body nested thousands of levels deep must exhaust neither
 * the stack nor the memory.
 */
export const findUnstorableText = (value: unknown): (string | number)[] | null => {
  const pending: Step[] = [{ value, key: '', parent: null }];
  for (let step = pending.pop(); step; step = pending.pop()) {
    const node = step.value;
    if (typeof node === 'string') {
      if (unstorable(node)) return pathOf(step);
    } else if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) pending.push({ value: node[i], key: i, parent: step });
    } else if (node && typeof node === 'object') {
      const entries = Object.entries(node);
      for (let i = entries.length - 1; i >= 0; i--) {
        const [key, item] = entries[i]!;
        const child = { value: item, key, parent: step };
        if (unstorable(key)) return pathOf(child);
        pending.push(child);
      }
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
