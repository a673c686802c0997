import { createHmac } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';

export type ChallengeStep = 'totp' | 'setup';
export type ChallengeClaims = { userId: number; step: ChallengeStep };

const PURPOSE = 'second-factor';
export const CHALLENGE_TTL_SECONDS = 300;

/**
 * The proof, between a right password and a second factor, that the password was right: a
 * five-minute token signed with a key derived from the token secret for this purpose only, so it
 * can never pass as an access token (nor an access token as one of these).
 */
export const createChallengeSigner = (secret: string) => {
  const key = createHmac('sha256', secret).update('second-factor-challenge').digest();
  return {
    sign: ({ userId, step }: ChallengeClaims): Promise<string> =>
      new SignJWT({ purpose: PURPOSE, step })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuedAt()
        .setExpirationTime(`${CHALLENGE_TTL_SECONDS}s`)
        .sign(key),
    verify: async (token: string): Promise<ChallengeClaims | null> => {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const userId = Number(payload.sub);
        const step = payload.step;
        if (payload.purpose !== PURPOSE || !Number.isInteger(userId)) return null;
        if (step !== 'totp' && step !== 'setup') return null;
        return { userId, step };
      } catch {
        return null;
      }
    },
  };
};

export type ChallengeSigner = ReturnType<typeof createChallengeSigner>;
