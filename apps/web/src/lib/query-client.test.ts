import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { retryDelay, shouldRetry } from './query-client';
import { isServerUnavailable, reportServerStatus } from './service-status';

const unavailable = new ApiError(503, 'DATABASE_UNAVAILABLE', 'x', undefined, 7);

describe('retries while the server is unavailable', () => {
  it('retries a 503 several times, spaced as its Retry-After asks, and a 4xx never', () => {
    expect(shouldRetry(3, unavailable)).toBe(true);
    expect(shouldRetry(8, unavailable)).toBe(false);
    expect(retryDelay(1, unavailable)).toBe(7000);
    expect(shouldRetry(0, new ApiError(404, 'NOT_FOUND', 'x'))).toBe(false);
    expect(shouldRetry(0, new ApiError(500, 'INTERNAL_ERROR', 'x'))).toBe(true);
    expect(shouldRetry(1, new ApiError(500, 'INTERNAL_ERROR', 'x'))).toBe(false);
  });

  it('retries a read refused for too many heavy requests at once, as its Retry-After asks', () => {
    const busy = new ApiError(429, 'TOO_MANY_HEAVY_REQUESTS', 'x', undefined, 5);
    expect(shouldRetry(2, busy)).toBe(true);
    expect(retryDelay(1, busy)).toBe(5000);
    expect(shouldRetry(0, new ApiError(429, 'TOO_MANY_ATTEMPTS', 'x', undefined, 900))).toBe(false);
  });

  it('shows the banner from a 503 until the next answer that is not one', () => {
    reportServerStatus(503);
    expect(isServerUnavailable()).toBe(true);
    reportServerStatus(200);
    expect(isServerUnavailable()).toBe(false);
  });
});
