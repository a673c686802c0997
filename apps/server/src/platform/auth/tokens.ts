import { createHash, createHmac, randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export type AccessClaims = { userId: number; sessionId: string };

export type TokenSigner = {
  sign: (claims: AccessClaims) => Promise<string>;
  /** The claims and the token's expiry (seconds since the epoch), or null when invalid or expired. */
  verify: (token: string) => Promise<(AccessClaims & { expiresAt: number }) | null>;
  /**
   * The refresh token that replaces `token`, the same every time it is asked for: a second tab
   * presenting the just-rotated token gets the same successor without the server keeping it in clear.
   * Only the holder of the server secret can compute it.
   */
  successorOf: (token: string) => string;
};

/** How many verified access tokens an instance remembers (a few per signed-in tab). */
const VERIFIED_KEPT = 10_000;

export const createTokenSigner = (secret: string, ttlSeconds: number): TokenSigner => {
  const key = new TextEncoder().encode(secret);
  type Verified = AccessClaims & { expiresAt: number };
  /*
   * A token's signature is checked once: the same string verifies the same way until it expires,
   * which is checked again on every use. Each request paid a key import and an HMAC on the crypto
   * thread pool before (the employee list benchmark's profile).
   */
  const verified = new Map<string, Verified>();
  const check = async (token: string): Promise<Verified | null> => {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
      const userId = Number(payload.sub);
      if (!Number.isInteger(userId) || typeof payload.sid !== 'string' || typeof payload.exp !== 'number')
        return null;
      return { userId, sessionId: payload.sid, expiresAt: payload.exp };
    } catch {
      return null;
    }
  };
  return {
    successorOf: (token) =>
      createHmac('sha256', secret).update(`refresh-successor:${token}`).digest('base64url'),
    sign: ({ userId, sessionId }) =>
      new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key),
    verify: async (token) => {
      const known = verified.get(token);
      if (known && known.expiresAt * 1000 > Date.now()) return { ...known };
      if (known) verified.delete(token);
      const claims = await check(token);
      if (!claims) return null;
      verified.set(token, claims);
      if (verified.size > VERIFIED_KEPT) verified.delete(verified.keys().next().value ?? '');
      return { ...claims };
    },
  };
};

/** Opaque tokens (refresh, password reset) are random; only their hash is stored. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
