import type { ErrorCode, MessageParams, TErrorBody } from '@zerg/shared';

export type FieldErrors = Record<string, string[]>;

/** An expected failure: the handler answers it with its status, code and field errors. */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;
  /** Fill the message's placeholders, e.g. `{ count: 3 }` for "3 users still hold this role". */
  readonly params: MessageParams | undefined;
  /**
   * Placeholders whose value is a message key, rendered in the caller's language for the message
   * and the field messages alike, e.g. `{ document: 'operations.document.soat' }`.
   */
  readonly keyParams: Record<string, string> | undefined;
  /** Facts the client names in its own words, sent as the body's `details`. */
  readonly details: TErrorBody['details'];

  constructor(
    status: number,
    code: ErrorCode,
    options: {
      fields?: FieldErrors;
      headers?: Record<string, string>;
      params?: MessageParams;
      keyParams?: Record<string, string>;
      details?: TErrorBody['details'];
    } = {},
  ) {
    super(code);
    this.status = status;
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers;
    this.params = options.params;
    this.keyParams = options.keyParams;
    this.details = options.details;
  }
}

export const badRequest = (code: ErrorCode, fields?: FieldErrors) => new AppError(400, code, { fields });
export const unauthorized = (code: ErrorCode = 'UNAUTHENTICATED') => new AppError(401, code);
export const forbidden = (code: ErrorCode = 'SECTION_NOT_GRANTED') => new AppError(403, code);
export const notFound = (code: ErrorCode = 'NOT_FOUND') => new AppError(404, code);
export const conflict = (code: ErrorCode, fields?: FieldErrors, params?: MessageParams) =>
  new AppError(409, code, { fields, params });
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError(429, 'TOO_MANY_ATTEMPTS', {
    headers: { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
  });
