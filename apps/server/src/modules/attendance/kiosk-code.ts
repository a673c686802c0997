import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The kiosk's rotating code: `ZK2.<deviceId>.<issuedAtSeconds>.<signature>`, the signature an
 * HMAC-SHA256 (first 16 bytes, base64url) of the registered kiosk device and the issue time under
 * the app's token secret. The device names the campus; a mark checks the device is still
 * registered, so revoking a kiosk voids the codes it already showed. The kiosk asks for a new code every `KIOSK_CODE_ROTATE_SECONDS`; a code is accepted for
 * that long plus `KIOSK_CODE_GRACE_SECONDS` (the time to scan, post and cross a slow network).
 * The code carries no employee: everyone in front of the screen scans the same code, and the
 * server refuses the same employee using it twice.
 */

export const KIOSK_CODE_ROTATE_SECONDS = 30;
export const KIOSK_CODE_GRACE_SECONDS = 5;
/** A kiosk clock a little ahead of ours is not an attack; a code from the future beyond this is. */
const FUTURE_SKEW_SECONDS = 5;
// ZK1 named a campus that any section-5 session could mint for; those codes are refused now.
const PREFIX = 'ZK2';

const signature = (secret: string, deviceId: number, issuedAt: number) =>
  createHmac('sha256', secret)
    .update(`attendance-kiosk-device|${deviceId}|${issuedAt}`)
    .digest()
    .subarray(0, 16)
    .toString('base64url');

export const signKioskCode = (secret: string, deviceId: number, issuedAtMs: number): string => {
  const issuedAt = Math.floor(issuedAtMs / 1000);
  return `${PREFIX}.${deviceId}.${issuedAt}.${signature(secret, deviceId, issuedAt)}`;
};

export type KioskCodeCheck =
  | { ok: true; deviceId: number; issuedAt: number }
  | { ok: false; reason: 'invalid' | 'expired' };

export const verifyKioskCode = (secret: string, code: string, nowMs: number): KioskCodeCheck => {
  const m = /^ZK2\.(\d{1,9})\.(\d{1,12})\.([A-Za-z0-9_-]{22})$/.exec(code.trim());
  if (!m) return { ok: false, reason: 'invalid' };
  const deviceId = Number(m[1]);
  const issuedAt = Number(m[2]);
  const expected = Buffer.from(signature(secret, deviceId, issuedAt));
  const given = Buffer.from(m[3] ?? '');
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    return { ok: false, reason: 'invalid' };
  const age = nowMs / 1000 - issuedAt;
  if (age < -FUTURE_SKEW_SECONDS) return { ok: false, reason: 'invalid' };
  if (age > KIOSK_CODE_ROTATE_SECONDS + KIOSK_CODE_GRACE_SECONDS) return { ok: false, reason: 'expired' };
  return { ok: true, deviceId, issuedAt };
};

/** What an employee's printed attendance QR holds: `ZERG-ATT:<code>`; a bare code is accepted too. */
export const employeeCodeOf = (scanned: string): string =>
  scanned
    .trim()
    .replace(/^ZERG-ATT:/i, '')
    .toUpperCase();
