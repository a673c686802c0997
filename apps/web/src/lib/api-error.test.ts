import { describe, expect, it } from 'vitest';
import { ApiError, codeForStatus, errorFromBody, filenameFromDisposition } from './api-error';

describe('errorFromBody', () => {
  it('keeps the Retry-After of a 503 and names it unavailable even without a body', () => {
    const error = errorFromBody(503, JSON.stringify({ code: 'DATABASE_UNAVAILABLE', message: 'x' }), '5');
    expect(error.code).toBe('DATABASE_UNAVAILABLE');
    expect(error.retryAfterSeconds).toBe(5);
    expect(errorFromBody(503, '<html>', null)).toMatchObject({
      code: 'DATABASE_UNAVAILABLE',
      retryAfterSeconds: undefined,
    });
  });

  it('keeps code, message and field errors of the API body', () => {
    const error = errorFromBody(
      409,
      JSON.stringify({
        code: 'EMAIL_ALREADY_REGISTERED',
        message: 'Email is already registered',
        errors: { email: ['x'] },
      }),
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(409);
    expect(error.code).toBe('EMAIL_ALREADY_REGISTERED');
    expect(error.message).toBe('Email is already registered');
    expect(error.errors).toEqual({ email: ['x'] });
  });

  it('falls back to a code for the status when the body is empty or foreign', () => {
    expect(errorFromBody(429, '').code).toBe('TOO_MANY_ATTEMPTS');
    expect(errorFromBody(413, '<html>').code).toBe('FILE_TOO_LARGE');
    expect(errorFromBody(502, '').code).toBe('INTERNAL_ERROR');
    expect(errorFromBody(400, JSON.stringify({ code: 'WHATEVER', message: 'x' })).code).toBe(
      'VALIDATION_ERROR',
    );
    expect(
      errorFromBody(400, JSON.stringify({ code: 'VALIDATION_ERROR', errors: 'bad' })).errors,
    ).toBeUndefined();
  });

  it('maps every documented status', () => {
    expect([400, 401, 403, 404, 409, 413, 429, 500, 418].map(codeForStatus)).toEqual([
      'VALIDATION_ERROR',
      'UNAUTHENTICATED',
      'SECTION_NOT_GRANTED',
      'NOT_FOUND',
      'INVALID_CHANGE',
      'FILE_TOO_LARGE',
      'TOO_MANY_ATTEMPTS',
      'INTERNAL_ERROR',
      'UNKNOWN_ERROR',
    ]);
  });
});

describe('filenameFromDisposition', () => {
  it('reads both header forms', () => {
    expect(filenameFromDisposition('attachment; filename="users.xlsx"', 'x')).toBe('users.xlsx');
    expect(filenameFromDisposition('attachment; filename=users.xlsx', 'x')).toBe('users.xlsx');
    expect(filenameFromDisposition("attachment; filename*=UTF-8''usuarios%202025.xlsx", 'x')).toBe(
      'usuarios 2025.xlsx',
    );
    expect(
      filenameFromDisposition('attachment; filename="plain.xlsx"; filename*=UTF-8\'\'fancy%C3%B1.xlsx', 'x'),
    ).toBe('fancyñ.xlsx');
  });

  it('falls back when absent', () => {
    expect(filenameFromDisposition(null, 'users.xlsx')).toBe('users.xlsx');
    expect(filenameFromDisposition('inline', 'users.xlsx')).toBe('users.xlsx');
  });
});
