import { describe, expect, it } from 'vitest';
import { kioskTokenHash, kioskTokenHint, kioskTokenOf, newKioskDeviceToken } from './kiosk-device-token.ts';

describe('kiosk device token', () => {
  it('is random, of one shape, and hashed to a value that does not hold it', () => {
    const a = newKioskDeviceToken();
    const b = newKioskDeviceToken();
    expect(a).toMatch(/^zkd_[A-Za-z0-9_-]{43}$/);
    expect(a).not.toBe(b);
    expect(kioskTokenHash(a)).toMatch(/^[0-9a-f]{64}$/);
    expect(kioskTokenHash(a)).not.toContain(a.slice(4));
    expect(kioskTokenHint(a)).toBe(a.slice(0, 10));
  });

  it('reads the header only when it has the shape of a token', () => {
    const token = newKioskDeviceToken();
    expect(kioskTokenOf(token)).toBe(token);
    expect(kioskTokenOf(` ${token} `)).toBe(token);
    expect(kioskTokenOf([token, 'other'])).toBe(token);
    expect(kioskTokenOf(undefined)).toBeNull();
    expect(kioskTokenOf('zkd_short')).toBeNull();
    expect(kioskTokenOf(`${token}x`)).toBeNull();
  });
});
