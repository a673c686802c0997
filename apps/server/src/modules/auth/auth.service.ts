import type { Deps } from '../../platform/deps.ts';
import { authContext } from './auth-context.ts';
import { createFirstAdmin, needsSetup } from './first-admin.ts';
import { forgotPassword, resetPassword } from './password-reset.ts';
import { accessForEmail, login, logout, refresh } from './sign-in.ts';

/** Signing in and out, refresh tokens, password resets and the first administrator. */
export const createAuthService = (deps: Deps) => {
  const ctx = authContext(deps);
  return {
    /** Seconds a refresh token lives unused: the web's refresh cookie lasts as long. */
    refreshTokenTtl: deps.config.refreshTokenTtl,
    login: login(ctx),
    secondFactorSetup: ctx.secondFactor.setup,
    secondFactorConfirm: ctx.secondFactor.confirm,
    secondFactorVerify: ctx.secondFactor.verify,
    refresh: refresh(ctx),
    logout: logout(ctx),
    forgotPassword: forgotPassword(ctx),
    resetPassword: resetPassword(ctx),
    accessForEmail: accessForEmail(ctx),
    needsSetup: needsSetup(ctx),
    createFirstAdmin: createFirstAdmin(ctx),
  };
};

export type AuthService = ReturnType<typeof createAuthService>;
