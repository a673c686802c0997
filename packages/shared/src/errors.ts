import { z } from 'zod';

/**
 * Every error the API answers carries one of these codes; the web translates by code, and the
 * English text of each code lives in the locales (`errors.<CODE>`).
 */
export const ERROR_CODES = [
  'VALIDATION_ERROR',
  'INVALID_CREDENTIALS',
  'UNAUTHENTICATED',
  'SESSION_EXPIRED',
  'INVALID_REFRESH_TOKEN',
  'INVALID_RESET_TOKEN',
  'SECTION_NOT_GRANTED',
  'ROW_NOT_ALLOWED',
  'NOT_FOUND',
  'ROUTE_NOT_FOUND',
  'INVALID_CHANGE',
  'EMAIL_ALREADY_REGISTERED',
  'DOCUMENT_ALREADY_REGISTERED',
  'ALREADY_REGISTERED',
  'STILL_IN_USE',
  'ROLE_ALREADY_REGISTERED',
  'ROUTE_ALREADY_REGISTERED',
  'USER_ALREADY_IN_GROUP',
  'RECIPIENT_GROUP_EXISTS',
  'CLIENT_NOT_FOUND',
  'JUSTIFICATION_NOT_FOUND',
  'BANK_ACCOUNT_DELETE_FAILED',
  'SAME_AS_OLD_VALUE',
  'CANNOT_REMOVE_OWN_ACCESS',
  'WRONG_CURRENT_PASSWORD',
  'SETUP_ALREADY_DONE',
  'FILE_TOO_LARGE',
  'BODY_TOO_LARGE',
  'UNSUPPORTED_FILE_TYPE',
  'TOO_MANY_ATTEMPTS',
  'ERROR_PROCESS',
  'INTERNAL_ERROR',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

export const ZErrorBody = z.object({
  code: z.enum(ERROR_CODES),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;
