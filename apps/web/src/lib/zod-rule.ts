import { type Language, translateMessage } from '@zerg/shared';
import type { FormRule } from 'antd';
import { currentLanguage } from './language';

/** What the adapter needs from a zod schema; every shared `Z…` field schema and `rules.*` fits. */
export type ParseableSchema = {
  safeParse: (
    value: unknown,
  ) => { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
};

/** Validates one value and returns the first message rendered in `lang`, or null when valid. */
export const schemaError = (schema: ParseableSchema, value: unknown, lang: Language): string | null => {
  const result = schema.safeParse(value);
  if (result.success) return null;
  const message = result.error.issues[0]?.message ?? '';
  // An untouched field is `undefined`; zod calls that a type error, the user calls it "required".
  if ((value === undefined || value === null) && !message.startsWith('validation.')) {
    return translateMessage(lang, 'validation.required');
  }
  return translateMessage(lang, message || 'validation.invalid');
};

/**
 * Turns a shared zod field schema into an antd Form rule, so forms validate with the very schema
 * the server applies. Messages render in the UI language at validation time.
 */
export const zodRule = (schema: ParseableSchema, lang: () => Language = currentLanguage): FormRule => ({
  validator: async (_rule, value: unknown) => {
    const message = schemaError(schema, value, lang());
    if (message !== null) throw new Error(message);
  },
});

/** Confirmation fields: the value must equal the one in `field` (shared "passwords do not match"). */
export const matchFieldRule =
  (field: string, lang: () => Language = currentLanguage): FormRule =>
  ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const expected: unknown = getFieldValue(field);
      if ((value ?? '') !== (expected ?? '')) {
        throw new Error(translateMessage(lang(), 'validation.passwordConfirmation'));
      }
    },
  });
