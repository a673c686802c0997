import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries for request bodies, derived from a route's zod schema through its JSON
 * schema (the input side: what a client sends). Refinements do not survive that conversion, so
 * `hints` may give a property, by name, values that pass them more often (real dates, DNIs…).
 */

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  default?: unknown;
  $ref?: string;
};

/** A property's own values, chosen by its name and schema; `undefined` lets the schema decide. */
export type Hints = (key: string, schema: JsonSchema) => fc.Arbitrary<unknown> | undefined;

export const toJsonSchema = (schema: z.ZodType): JsonSchema =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

const INT32_MAX = 2 ** 31 - 1;
/** Enough to find length bugs; longer values are the mutations' job. */
const MAX_GENERATED_LENGTH = 40;
const MAX_GENERATED_ITEMS = 4;

const text = (minLength: number, maxLength: number) =>
  fc.oneof(
    { weight: 4, arbitrary: fc.string({ minLength, maxLength }) },
    // Any code point, NUL and lone surrogates included: what a hostile client can put in JSON.
    { weight: 1, arbitrary: fc.string({ unit: 'binary', minLength, maxLength }) },
  );

const stringArbitrary = (s: JsonSchema): fc.Arbitrary<unknown> => {
  const minLength = s.minLength ?? 0;
  const maxLength = Math.max(minLength, Math.min(s.maxLength ?? MAX_GENERATED_LENGTH, MAX_GENERATED_LENGTH));
  if (s.pattern) {
    try {
      return fc
        .stringMatching(new RegExp(s.pattern))
        .filter((v) => v.length >= minLength && v.length <= (s.maxLength ?? Number.POSITIVE_INFINITY));
    } catch {
      // fast-check reads a subset of regular expressions (no look-ahead): plain text then.
    }
  }
  if (s.format === 'email') return fc.emailAddress();
  return text(minLength, maxLength);
};

const integerArbitrary = (s: JsonSchema): fc.Arbitrary<number> => {
  const min = Math.max(
    s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : (s.minimum ?? -INT32_MAX),
    Number.MIN_SAFE_INTEGER,
  );
  const max = Math.min(
    s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - 1 : (s.maximum ?? INT32_MAX),
    Number.MAX_SAFE_INTEGER,
  );
  const small = fc.integer({ min: Math.max(min, -INT32_MAX), max: Math.min(max, INT32_MAX) });
  // Values past a 32-bit column, where the schema allows them.
  const large = [2 ** 31, 2 ** 32, Number.MAX_SAFE_INTEGER].filter((v) => v >= min && v <= max);
  return large.length ? fc.oneof({ weight: 9, arbitrary: small }, fc.constantFrom(...large)) : small;
};

const numberArbitrary = (s: JsonSchema): fc.Arbitrary<number> =>
  fc.double({
    min: s.exclusiveMinimum ?? s.minimum ?? -1e12,
    max: s.exclusiveMaximum ?? s.maximum ?? 1e12,
    minExcluded: s.exclusiveMinimum !== undefined,
    maxExcluded: s.exclusiveMaximum !== undefined,
    noNaN: true,
    noDefaultInfinity: true,
  });

const typesOf = (s: JsonSchema): string[] => (s.type === undefined ? [] : [s.type].flat());

/**
 * Values of the JSON schema `s`. `hints` take over the properties they name: always when `strict`
 * (bodies that mostly pass validation), otherwise most of the time, the schema deciding the rest.
 */
export const arbitraryFromJsonSchema = (
  s: JsonSchema,
  hints: Hints = () => undefined,
  strict = false,
): fc.Arbitrary<unknown> => {
  const of = (inner: JsonSchema) => arbitraryFromJsonSchema(inner, hints, strict);
  if (s.$ref) throw new Error(`zod-arbitrary: $ref is not supported (${s.$ref})`);
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) return fc.oneof(...alternatives.map(of));
  if (s.allOf?.length === 1 && s.allOf[0]) return of(s.allOf[0]);
  const types = typesOf(s);
  if (types.length > 1) return fc.oneof(...types.map((type) => of({ ...s, type })));
  switch (types[0]) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
      return integerArbitrary(s);
    case 'number':
      return numberArbitrary(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map(of));
      const minLength = s.minItems ?? 0;
      const maxLength = Math.max(minLength, Math.min(s.maxItems ?? MAX_GENERATED_ITEMS, MAX_GENERATED_ITEMS));
      return fc.array(s.items ? of(s.items) : fc.jsonValue({ maxDepth: 1 }), { minLength, maxLength });
    }
    case 'object': {
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, inner] of Object.entries(s.properties ?? {})) {
        const hinted = hints(key, inner);
        if (!hinted) model[key] = of(inner);
        else model[key] = strict ? hinted : fc.oneof({ weight: 9, arbitrary: hinted }, of(inner));
      }
      return fc.record(model, { requiredKeys: s.required ?? [] });
    }
    default:
      // `{}`: anything at all (z.unknown(), or what JSON Schema cannot say).
      return fc.jsonValue({ maxDepth: 2 });
  }
};

/** Values a client could send for `schema`, many of them valid, some not (refinements are not seen). */
export const zodArbitrary = (schema: z.ZodType, hints?: Hints, strict = false): fc.Arbitrary<unknown> =>
  arbitraryFromJsonSchema(toJsonSchema(schema), hints, strict);

/**
 * The smallest value `s` plausibly accepts, always the same: required properties only, the first
 * enum member, the lowest number allowed. `pick` supplies a property by name (own ids, own email).
 */
export const minimalValue = (s: JsonSchema, pick: (key: string) => unknown = () => undefined): unknown => {
  const of = (inner: JsonSchema) => minimalValue(inner, pick);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  if (s.default !== undefined) return s.default;
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives) {
    const first = alternatives.find((a) => !typesOf(a).includes('null')) ?? alternatives[0];
    return first ? of(first) : null;
  }
  switch (typesOf(s)[0]) {
    case 'string':
      if (s.pattern) {
        try {
          const [sample] = fc.sample(fc.stringMatching(new RegExp(s.pattern)), { seed: 1, numRuns: 1 });
          if (sample !== undefined) return sample;
        } catch {
          // Not a pattern fast-check reads: fall through.
        }
      }
      return 'x'.repeat(Math.max(1, s.minLength ?? 1));
    case 'integer':
    case 'number':
      return s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => (s.items ? of(s.items) : null));
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) {
        const inner = s.properties?.[key] ?? {};
        out[key] = pick(key) ?? of(inner);
      }
      return out;
    }
    default:
      return null;
  }
};
