import { randomBytes } from 'node:crypto';
import {
  needsSecondFactor,
  RECOVERY_CODE_COUNT,
  type TSecondFactorConfirmBody,
  type TSecondFactorSetup,
  type TSecondFactorStatus,
} from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import { hashToken, newOpaqueToken } from '../../platform/auth/tokens.ts';
import { seal, unseal } from '../../platform/crypto/secret-box.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, notFound } from '../../platform/errors/app-error.ts';
import { loadUserAccess, usersById } from '../users/index.ts';
import {
  claimStep,
  findFactor,
  isTrustedDevice,
  readSecuritySettings,
  recoveryCodesLeft,
  removeFactor,
  replaceRecoveryCodes,
  savePendingSecret,
  trustDevice,
  useRecoveryCode,
} from './second-factor.repository.ts';
import { enrolmentOf, newTotpSecret, stepOfCode } from './totp.ts';

/** What a right password leads to: tokens, a code, or enrolment first. */
export type SecondFactorGate = 'none' | 'totp' | 'setup';

// No i, l, o or 1: copied from paper without doubt. 32 signs, 5 bits each, 50 bits a code.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz023456789';
const newRecoveryCode = () => {
  const bytes = randomBytes(10);
  const chars = [...bytes].map((b) => ALPHABET[b & 31]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
};

const isRecoveryCode = (code: string) => code.includes('-');
const invalidCode = () =>
  badRequest('INVALID_SECOND_FACTOR_CODE', { code: ['errors.INVALID_SECOND_FACTOR_CODE'] });

export const createSecondFactorService = ({ db }: Pick<Deps, 'db'>) => {
  const secretOf = (sealed: string) => unseal(sealed).toString('utf8');

  const isRequired = async (tx: DbOrTx, userId: number) => {
    const [settings, access] = await Promise.all([readSecuritySettings(tx), loadUserAccess(tx, userId)]);
    return needsSecondFactor(access.sections, settings.requireSecondFactorForEveryone);
  };

  const emailOf = async (userId: number) => {
    return (await usersById(db, [userId])).get(userId)?.email ?? '';
  };

  /** A new pending key for `userId`; refused when a confirmed one exists (reset it first). */
  const startSetup = async (userId: number): Promise<TSecondFactorSetup> => {
    const factor = await findFactor(db, userId);
    if (factor?.confirmedAt) throw conflict('SECOND_FACTOR_ALREADY_ENROLLED');
    const secret = newTotpSecret();
    const saved = await savePendingSecret(db, userId, seal(Buffer.from(secret, 'utf8')));
    if (!saved) throw conflict('SECOND_FACTOR_ALREADY_ENROLLED');
    return enrolmentOf(secret, await emailOf(userId));
  };

  /**
   * Completes a pending enrolment with a code from the app; answers the recovery codes, shown
   * once (only their hashes stay). Null when the code does not match.
   */
  const confirmSetup = async (
    tx: DbOrTx,
    actor: Pick<Actor, 'ip' | 'requestId'>,
    userId: number,
    code: string,
  ) => {
    const factor = await findFactor(tx, userId);
    if (!factor || factor.confirmedAt) throw conflict('SECOND_FACTOR_NOT_STARTED');
    if (isRecoveryCode(code)) return null;
    const step = stepOfCode(secretOf(factor.secretSealed), code, Date.now());
    if (step === null || !(await claimStep(tx, userId, step, true))) return null;
    const recoveryCodes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
    await replaceRecoveryCodes(tx, userId, recoveryCodes.map(hashToken));
    await recordAudit(
      tx,
      { ...actor, user: { id: userId } },
      {
        action: 'second_factor_enrolled',
        entity: 'user',
        entityId: userId,
      },
    );
    return recoveryCodes;
  };

  return {
    gate: async (userId: number): Promise<SecondFactorGate> => {
      const factor = await findFactor(db, userId);
      if (factor?.confirmedAt) return 'totp';
      return (await isRequired(db, userId)) ? 'setup' : 'none';
    },

    startSetup,
    confirmSetup,

    /**
     * A code of the app, never one of a step already accepted, or an unused recovery code, which
     * is then spent. False for anything else.
     */
    verify: async (tx: DbOrTx, actor: Pick<Actor, 'ip' | 'requestId'>, userId: number, code: string) => {
      const factor = await findFactor(tx, userId);
      if (!factor?.confirmedAt) return false;
      if (isRecoveryCode(code)) {
        if (!(await useRecoveryCode(tx, userId, hashToken(code)))) return false;
        await recordAudit(
          tx,
          { ...actor, user: { id: userId } },
          {
            action: 'second_factor_recovery_used',
            entity: 'user',
            entityId: userId,
            after: { left: await recoveryCodesLeft(tx, userId) },
          },
        );
        return true;
      }
      const step = stepOfCode(secretOf(factor.secretSealed), code, Date.now());
      return step !== null && (await claimStep(tx, userId, step, false));
    },

    /** A device token for the company's trusted days, or undefined when the company trusts none. */
    trust: async (tx: DbOrTx, userId: number): Promise<string | undefined> => {
      const { trustedDeviceDays } = await readSecuritySettings(tx);
      if (trustedDeviceDays <= 0) return undefined;
      const token = newOpaqueToken();
      await trustDevice(tx, userId, hashToken(token), trustedDeviceDays);
      return token;
    },

    isTrusted: async (userId: number, deviceToken: string | undefined): Promise<boolean> => {
      if (!deviceToken) return false;
      const { trustedDeviceDays } = await readSecuritySettings(db);
      return trustedDeviceDays > 0 && isTrustedDevice(db, userId, hashToken(deviceToken));
    },

    status: async (actor: Actor): Promise<TSecondFactorStatus> => {
      const factor = await findFactor(db, actor.user.id);
      const confirmedAt = factor?.confirmedAt ?? null;
      return {
        enrolled: confirmedAt !== null,
        required: await isRequired(db, actor.user.id),
        recoveryCodesLeft: confirmedAt ? await recoveryCodesLeft(db, actor.user.id) : 0,
        enrolledAt: confirmedAt?.toISOString() ?? null,
      };
    },

    setupOwn: (actor: Actor) => startSetup(actor.user.id),

    confirmOwn: async (actor: Actor, body: TSecondFactorConfirmBody) => {
      const recoveryCodes = await db.transaction((tx) => confirmSetup(tx, actor, actor.user.id, body.code));
      if (!recoveryCodes) throw invalidCode();
      return { recoveryCodes };
    },

    /** An administrator's reset (Users screen): the user enrols again at the next sign-in. */
    reset: async (actor: Actor, userId: number): Promise<void> => {
      if (!(await emailOf(userId))) throw notFound();
      await db.transaction(async (tx) => {
        const removed = await removeFactor(tx, userId);
        await recordAudit(tx, actor, {
          action: 'second_factor_reset',
          entity: 'user',
          entityId: userId,
          after: { removed },
        });
      });
    },
  };
};

export type SecondFactorService = ReturnType<typeof createSecondFactorService>;
