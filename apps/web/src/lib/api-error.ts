import { ERROR_CODES, type ErrorCode } from '@zerg/shared';

/** Error codes the web adds for failures that never reached the API. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'UNKNOWN_ERROR';
export type ApiErrorCode = ErrorCode | ClientErrorCode;

export type FieldErrors = Record<string, string[]>;

/** Every failed API call throws this, carrying the server's `{ code, message, errors }` body. */
export class ApiError extends Error {
  readonly status: number;
  readonly code: ApiErrorCode;
  readonly errors: FieldErrors | undefined;
  /** The server's `Retry-After` (503, 429): how long to wait before the next try. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    code: ApiErrorCode,
    message: string,
    errors?: FieldErrors,
    retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.errors = errors;
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

/** The code to assume when a response carries no usable body (proxies, gateways, crashes). */
export const codeForStatus = (status: number): ApiErrorCode => {
  switch (status) {
    case 400:
      return 'VALIDATION_ERROR';
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'SECTION_NOT_GRANTED';
    case 404:
      return 'NOT_FOUND';
    case 409:
      return 'INVALID_CHANGE';
    case 413:
      return 'FILE_TOO_LARGE';
    case 429:
      return 'TOO_MANY_ATTEMPTS';
    case 503:
      return 'DATABASE_UNAVAILABLE';
    default:
      return status >= 500 ? 'INTERNAL_ERROR' : 'UNKNOWN_ERROR';
  }
};

const isFieldErrors = (value: unknown): value is FieldErrors =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'));

/** Seconds of a `Retry-After` header given in seconds (the form this API sends); else undefined. */
const secondsOf = (header: string | null | undefined): number | undefined => {
  const n = header ? Number(header) : Number.NaN;
  return Number.isFinite(n) && n >= 0 ? n : undefined;
};

/** Builds the ApiError for a failed response from its (possibly empty or non-JSON) body text. */
export const errorFromBody = (status: number, text: string, retryAfter?: string | null): ApiError => {
  const wait = secondsOf(retryAfter);
  let body: unknown = null;
  try {
    body = text ? (JSON.parse(text) as unknown) : null;
  } catch {
    body = null;
  }
  if (typeof body === 'object' && body !== null) {
    const { code, message, errors } = body as { code?: unknown; message?: unknown; errors?: unknown };
    return new ApiError(
      status,
      isErrorCode(code) ? code : codeForStatus(status),
      typeof message === 'string' ? message : `HTTP ${status}`,
      isFieldErrors(errors) ? errors : undefined,
      wait,
    );
  }
  return new ApiError(status, codeForStatus(status), `HTTP ${status}`, undefined, wait);
};

/** Reads the file name out of a `Content-Disposition` header (RFC 6266, both forms). */
export const filenameFromDisposition = (header: string | null, fallback: string): string => {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // fall back to the plain form
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(header);
  const name = plain?.[2] ?? plain?.[1]?.trim();
  return name ? name : fallback;
};
