import { createHash, randomBytes } from 'node:crypto';

/**
 * A kiosk device's token: `zkd_` and 32 random bytes (base64url). It is shown once, at
 * registration; the server keeps only its SHA-256 (a random 256-bit secret needs no slow hash) and
 * a short hint to tell devices apart.
 */
const PREFIX = 'zkd_';
const SHAPE = /^zkd_[A-Za-z0-9_-]{43}$/;

export const newKioskDeviceToken = (): string => `${PREFIX}${randomBytes(32).toString('base64url')}`;

export const kioskTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

export const kioskTokenHint = (token: string): string => token.slice(0, PREFIX.length + 6);

/** The token a request carries in its header, if it has the shape of one. */
export const kioskTokenOf = (header: string | string[] | undefined): string | null => {
  const value = Array.isArray(header) ? header[0] : header;
  const token = value?.trim();
  return token && SHAPE.test(token) ? token : null;
};
