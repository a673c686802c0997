import { describe, expect, it } from 'vitest';
import { employeeCodeOf, signKioskCode, verifyKioskCode } from './kiosk-code.ts';

const secret = 'a-test-secret-that-is-long-enough-to-sign';
const t0 = Date.parse('2026-11-23T13:00:00Z');

describe('kiosk code', () => {
  it('accepts its own fresh code and names the device', () => {
    const code = signKioskCode(secret, 3, t0);
    expect(verifyKioskCode(secret, code, t0 + 10_000)).toEqual({
      ok: true,
      deviceId: 3,
      issuedAt: t0 / 1000,
    });
  });
  it('accepts within the grace and refuses after it', () => {
    const code = signKioskCode(secret, 3, t0);
    expect(verifyKioskCode(secret, code, t0 + 35_000).ok).toBe(true);
    expect(verifyKioskCode(secret, code, t0 + 36_000)).toEqual({ ok: false, reason: 'expired' });
  });
  it('refuses a changed device, time or signature, and another secret', () => {
    const code = signKioskCode(secret, 3, t0);
    const [p, , at, sig] = code.split('.');
    expect(verifyKioskCode(secret, `${p}.4.${at}.${sig}`, t0).ok).toBe(false);
    expect(verifyKioskCode(secret, `${p}.3.${Number(at) + 20}.${sig}`, t0).ok).toBe(false);
    expect(verifyKioskCode(secret, `${code.slice(0, -1)}${code.endsWith('A') ? 'B' : 'A'}`, t0).ok).toBe(
      false,
    );
    expect(verifyKioskCode(`${secret}x`, code, t0).ok).toBe(false);
    expect(verifyKioskCode(secret, 'hello', t0)).toEqual({ ok: false, reason: 'invalid' });
  });
  it('refuses the old campus-bound format', () => {
    const code = signKioskCode(secret, 3, t0).replace(/^ZK2/, 'ZK1');
    expect(verifyKioskCode(secret, code, t0)).toEqual({ ok: false, reason: 'invalid' });
  });
  it('refuses a code from the future', () => {
    expect(verifyKioskCode(secret, signKioskCode(secret, 3, t0 + 60_000), t0).ok).toBe(false);
  });
  it("reads an employee's printed code", () => {
    expect(employeeCodeOf('ZERG-ATT:abc234')).toBe('ABC234');
    expect(employeeCodeOf(' ABC234 ')).toBe('ABC234');
  });
});
