import type { Language } from '@zerg/shared';
import type { FormRule } from 'antd';
import { currentLanguage } from './language';
import { translateMessage } from './translate';

/** What the adapter needs from a zod schema; every shared `Z…` field schema and `rules.*` fits. */
export type ParseableSchema = {
  safeParse: (
    value: unknown,
  ) => { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
};

// An untouched field is `undefined`; zod calls that a type error, the user calls it "required".
const renderIssue = (message: string, value: unknown, lang: Language): string =>
  (value === undefined || value === null) && !message.startsWith('validation.')
    ? translateMessage(lang, 'validation.required')
    : translateMessage(lang, message || 'validation.invalid');

/** Validates one value and returns the first message rendered in `lang`, or null when valid. */
export const schemaError = (schema: ParseableSchema, value: unknown, lang: Language): string | null => {
  const result = schema.safeParse(value);
  if (result.success) return null;
  return renderIssue(result.error.issues[0]?.message ?? '', value, lang);
};

export type FieldPath = readonly (string | number)[];

/** A whole-object schema whose issues say which field they belong to. */
export type PathParseableSchema = {
  safeParse: (
    value: unknown,
  ) =>
    | { success: true }
    | { success: false; error: { issues: readonly { message: string; path: readonly PropertyKey[] }[] } };
};

const samePath = (a: readonly PropertyKey[], b: FieldPath): boolean =>
  a.length === b.length && a.every((part, index) => String(part) === String(b[index]));

/**
 * Validates a whole object with its schema and returns the first message about the field at
 * `path`, or null. Rules that compare fields (a document number that must fit its type, an end
 * date after the start, a CUSPP only AFP members need) live on the object, not on one field.
 */
export const pathError = (
  schema: PathParseableSchema,
  input: unknown,
  path: FieldPath,
  value: unknown,
  lang: Language,
): string | null => {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues.find((candidate) => samePath(candidate.path, path));
  return issue ? renderIssue(issue.message, value, lang) : null;
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

/**
 * An antd rule for a field whose validity depends on other fields: `build` turns the form's values
 * into the request body, the shared body schema checks it, and only this field's issues count.
 * List the fields it depends on in the Form.Item's `dependencies` so it re-validates with them.
 */
export const zodPathRule =
  (
    schema: PathParseableSchema,
    path: FieldPath,
    build: (values: unknown) => unknown,
    lang: () => Language = currentLanguage,
  ): FormRule =>
  ({ getFieldsValue }) => ({
    validator: async (_rule, value: unknown) => {
      const message = pathError(schema, build(getFieldsValue(true)), path, value, lang());
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
