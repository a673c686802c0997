import { describe, expect, it } from 'vitest';
import { routeLabel } from './http-metrics.ts';
import { bearerMatches } from './metrics-token.ts';

describe('the route label of a request', () => {
  it('is the route pattern for the API and /metrics, never the address with its ids', () => {
    expect(routeLabel('/api/rrhh/employee/photo/:employee_id', '/api/rrhh/employee/photo/42')).toBe(
      '/api/rrhh/employee/photo/:employee_id',
    );
    expect(routeLabel('/metrics', '/metrics')).toBe('/metrics');
  });

  it('is one series for unknown API addresses and one for the web application', () => {
    expect(routeLabel(undefined, '/api/no/such/42')).toBe('unmatched');
    expect(routeLabel(undefined, '/rrhh/employees/42')).toBe('web');
    expect(routeLabel('/assets/index-abc.js', '/assets/index-abc.js')).toBe('web');
  });
});

describe('the metrics token', () => {
  it('matches only `Bearer <token>` exactly', () => {
    const token = 'a-token-of-some-length';
    expect(bearerMatches(`Bearer ${token}`, token)).toBe(true);
    expect(bearerMatches(token, token)).toBe(false);
    expect(bearerMatches(`Bearer ${token}x`, token)).toBe(false);
    expect(bearerMatches(`bearer ${token}`, token)).toBe(false);
    expect(bearerMatches(undefined, token)).toBe(false);
  });
});
