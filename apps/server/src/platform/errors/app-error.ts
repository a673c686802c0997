import type { ErrorCode } from '@zerg/shared';

export type FieldErrors = Record<string, string[]>;

/** An expected failure: the handler answers it with its status, code and field errors. */
export class AppError extends Error {
  readonly status: number;
  readonly code: ErrorCode;
  readonly fields: FieldErrors | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    status: number,
    code: ErrorCode,
    options: { fields?: FieldErrors; headers?: Record<string, string> } = {},
  ) {
    super(code);
    this.status = status;
    this.code = code;
    this.fields = options.fields;
    this.headers = options.headers;
  }
}

export const badRequest = (code: ErrorCode, fields?: FieldErrors) => new AppError(400, code, { fields });
export const unauthorized = (code: ErrorCode = 'UNAUTHENTICATED') => new AppError(401, code);
export const forbidden = (code: ErrorCode = 'SECTION_NOT_GRANTED') => new AppError(403, code);
export const notFound = (code: ErrorCode = 'NOT_FOUND') => new AppError(404, code);
export const conflict = (code: ErrorCode, fields?: FieldErrors) => new AppError(409, code, { fields });
export const tooManyAttempts = (retryAfterSeconds: number) =>
  new AppError(429, 'TOO_MANY_ATTEMPTS', {
    headers: { 'retry-after': String(Math.max(1, retryAfterSeconds)) },
  });
