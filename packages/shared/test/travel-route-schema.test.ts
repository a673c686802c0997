import { describe, expect, it } from 'vitest';
import { ZTravelRouteRegisterBody } from '../src/index.ts';

const messageAt = (body: Record<string, unknown>, field: string) =>
  ZTravelRouteRegisterBody.safeParse(body).error?.issues.find((i) => i.path[0] === field)?.message;

describe('travel route quantities', () => {
  it('call an empty distance required and a text one not a number', () => {
    expect(messageAt({}, 'distanceKm')).toBe('validation.required');
    expect(messageAt({ distanceKm: null }, 'distanceKm')).toBe('validation.required');
    expect(messageAt({ distanceKm: 'far' }, 'distanceKm')).toBe('validation.number');
    expect(messageAt({ distanceKm: 1010 }, 'distanceKm')).toBeUndefined();
  });
});
