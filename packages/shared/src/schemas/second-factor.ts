import { z } from 'zod';
import { msg } from '../validation/message.ts';
import { ZLoginResponse } from './auth.ts';

/**
 * What sign-in answers, instead of tokens, to a user who needs a second factor: `totp` asks for a
 * code (or a recovery code), `setup` for enrolment first. The challenge is a short-lived signed
 * token good only for the second-factor routes.
 */
export const ZSecondFactorChallenge = z.object({
  secondFactor: z.enum(['totp', 'setup']),
  challenge: z.string(),
  expiresIn: z.number().int(),
});
export type TSecondFactorChallenge = z.infer<typeof ZSecondFactorChallenge>;

export const ZLoginAnswer = z.union([ZLoginResponse, ZSecondFactorChallenge]);
export type TLoginAnswer = z.infer<typeof ZLoginAnswer>;

export const isSecondFactorChallenge = (answer: TLoginAnswer): answer is TSecondFactorChallenge =>
  'secondFactor' in answer;

/** Six digits from the app, or a recovery code (`xxxxx-xxxxx`); spaces are ignored. */
export const ZSecondFactorCode = z
  .string({ error: msg('validation.required') })
  .transform((s) => s.replace(/\s+/g, '').toLowerCase())
  .pipe(
    z
      .string()
      .min(1, { error: msg('validation.required') })
      .regex(/^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/, { error: msg('validation.secondFactorCode') }),
  );

const challenge = z.string().min(1).max(2048);

export const ZSecondFactorChallengeBody = z.object({ challenge });
export type TSecondFactorChallengeBody = z.infer<typeof ZSecondFactorChallengeBody>;

/** `trustDevice`: skip the code on this browser (or API client) for the company's trusted days. */
export const ZSecondFactorVerifyBody = z.object({
  challenge,
  code: ZSecondFactorCode,
  trustDevice: z.boolean().optional(),
});
export type TSecondFactorVerifyBody = z.infer<typeof ZSecondFactorVerifyBody>;

export const ZSecondFactorSetup = z.object({
  /** The otpauth:// URI an authenticator app reads from the QR code. */
  otpauthUri: z.string(),
  /** The same URI as a PNG data URL. */
  qrDataUrl: z.string(),
  /** The key in base32, to type in by hand. */
  secret: z.string(),
});
export type TSecondFactorSetup = z.infer<typeof ZSecondFactorSetup>;

/** Tokens, the recovery codes (shown once) and, when asked to trust the device, its token. */
export const ZSecondFactorLoginResponse = ZLoginResponse.extend({
  recoveryCodes: z.array(z.string()).optional(),
  deviceToken: z.string().optional(),
});
export type TSecondFactorLoginResponse = z.infer<typeof ZSecondFactorLoginResponse>;

export const ZSecondFactorConfirmBody = z.object({ code: ZSecondFactorCode });
export type TSecondFactorConfirmBody = z.infer<typeof ZSecondFactorConfirmBody>;

export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

export const ZSecondFactorStatus = z.object({
  enrolled: z.boolean(),
  /** The user's sections or the company setting ask for it: it cannot be turned off by the user. */
  required: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  enrolledAt: z.string().nullable(),
});
export type TSecondFactorStatus = z.infer<typeof ZSecondFactorStatus>;

export const ZSecuritySettings = z.object({
  requireSecondFactorForEveryone: z.boolean(),
  /** Days a browser ticked "trust" skips the code; 0 asks for it on every sign-in. */
  trustedDeviceDays: z
    .number({ error: msg('validation.required') })
    .int()
    .min(0, { error: msg('validation.minValue', { min: 0 }) })
    .max(90, { error: msg('validation.maxValue', { max: 90 }) }),
});
export type TSecuritySettings = z.infer<typeof ZSecuritySettings>;
