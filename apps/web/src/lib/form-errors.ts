import type { ErrorCode, Language } from '@zerg/shared';
import type { FormInstance } from 'antd';
import { isApiError } from './api-error';
import { translateMessage } from './translate';

export type FieldEntry = { name: (string | number)[]; errors: string[] };

/** Where a form shows an error code that comes without a field map (e.g. 409 on the email). */
export type CodeFields = Partial<Record<ErrorCode, string>>;

// Server messages are rendered already; only a raw shared key (`validation.x|{...}`) needs rendering.
const renderMessage = (message: string, lang: Language): string =>
  /^validation\.\w+/.test(message) ? translateMessage(lang, message) : message;

const toNamePath = (field: string): (string | number)[] =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * The form fields a failed call should mark: the `errors` map of a 400/409 body, or the field a
 * known code belongs to. Empty when the error is not about fields.
 */
export const serverFieldEntries = (
  error: unknown,
  lang: Language,
  translateCode: (code: ErrorCode) => string,
  codeFields: CodeFields = {},
): FieldEntry[] => {
  if (!isApiError(error)) return [];
  if (error.errors && Object.keys(error.errors).length > 0) {
    return Object.entries(error.errors).map(([field, messages]) => ({
      name: toNamePath(field),
      errors: messages.map((m) => renderMessage(m, lang)),
    }));
  }
  const code = error.code as ErrorCode;
  const field = codeFields[code];
  return field ? [{ name: toNamePath(field), errors: [translateCode(code)] }] : [];
};

/**
 * Marks the fields of a failed call on the form. Returns true when every error landed on a field
 * the form renders, so the caller knows whether a toast is still needed.
 */
export const applyServerErrors = (
  form: FormInstance,
  error: unknown,
  lang: Language,
  translateCode: (code: ErrorCode) => string,
  codeFields?: CodeFields,
): boolean => {
  const entries = serverFieldEntries(error, lang, translateCode, codeFields);
  if (entries.length === 0) return false;
  form.setFields(entries);
  const rendered = Object.keys(form.getFieldsValue() as Record<string, unknown>);
  const first = entries[0];
  if (first) form.scrollToField(first.name, { block: 'center', behavior: 'smooth' });
  return entries.every((entry) => rendered.includes(String(entry.name[0])));
};

export type FieldWarnings = Record<string, string[]>;
export type WarningEntry = { name: (string | number)[]; warnings: string[] };

/** The `warnings` of a successful save (e.g. a CCI whose check digits look wrong) as field entries. */
export const serverWarningEntries = (warnings: FieldWarnings | undefined, lang: Language): WarningEntry[] =>
  Object.entries(warnings ?? {}).map(([field, messages]) => ({
    name: toNamePath(field),
    warnings: messages.map((m) => renderMessage(m, lang)),
  }));

/**
 * Shows a save's warnings under their fields, as warnings rather than errors (the save went
 * through). Returns every message, for a toast when the form is about to close.
 */
export const applyServerWarnings = (
  form: FormInstance | null,
  warnings: FieldWarnings | undefined,
  lang: Language,
): string[] => {
  const entries = serverWarningEntries(warnings, lang);
  if (form && entries.length > 0) form.setFields(entries);
  return entries.flatMap((entry) => entry.warnings);
};
