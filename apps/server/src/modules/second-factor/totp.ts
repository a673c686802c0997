import { TOTP_DIGITS, TOTP_PERIOD_SECONDS } from '@zerg/shared';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';

const ISSUER = 'Zerg Back Office';

const totpOf = (base32: string, label = '') =>
  new TOTP({
    issuer: ISSUER,
    label,
    secret: Secret.fromBase32(base32),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

/** A fresh 160-bit key (RFC 4226's recommended length), in base32. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI authenticator apps read, and the same as a QR image. */
export const enrolmentOf = async (base32: string, email: string) => {
  const otpauthUri = totpOf(base32, email).toString();
  const qrDataUrl = await QRCode.toDataURL(otpauthUri, { margin: 1, width: 240 });
  return { otpauthUri, qrDataUrl, secret: base32 };
};

/**
 * The 30-second step a six-digit code belongs to, one step either side of `now` (clocks drift), or
 * null when it matches none. The caller refuses a step not later than the last one accepted.
 */
export const stepOfCode = (base32: string, code: string, now: number): number | null => {
  const delta = totpOf(base32).validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  return TOTP.counter({ period: TOTP_PERIOD_SECONDS, timestamp: now }) + delta;
};
