import { z } from 'zod';
import { LANGUAGES } from '../i18n.ts';
import { msg } from '../validation/message.ts';
import { email, passwordsMatch, requiredText, specialPassword } from '../validation/rules.ts';

export const ZLoginBody = z.object({
  email: email(),
  password: z
    .string()
    .min(1, { error: msg('validation.required') })
    .max(128),
  /** An API client's trusted-device token (the web sends it as the `zerg_device` cookie). */
  deviceToken: z.string().max(128).optional(),
});
export type TLoginBody = z.infer<typeof ZLoginBody>;

export const ZUserModule = z.object({ id_module: z.number(), module_name: z.string(), icons: z.string() });
export const ZUserSection = z.object({ section_id: z.number(), title: z.string(), module_id: z.number() });
export const ZAbility = z.object({ action: z.string(), subject: z.string() });

export const ZUserData = z.object({
  id: z.number(),
  employee_id: z.number().nullable(),
  role_id: z.number(),
  is_ceo: z.boolean(),
  arr_modules: z.array(ZUserModule),
  arr_sections: z.array(ZUserSection),
  modul_id: z.number().nullable(),
  ability: z.array(ZAbility),
  email: z.string(),
  extras: z.object({
    fullName: z.string(),
    roleName: z.string(),
    language: z.enum(LANGUAGES),
    /** An area chief outside HR: reads only their area's workers and does no company-wide work. */
    areaLimited: z.boolean(),
  }),
});
export type TUserData = z.infer<typeof ZUserData>;
export type TUserModule = z.infer<typeof ZUserModule>;
export type TUserSection = z.infer<typeof ZUserSection>;

export const ZLoginResponse = z.object({
  userData: ZUserData,
  accessToken: z.string(),
  /** Absent when the client asked for the `zerg_refresh` cookie (header `X-Refresh-Transport: cookie`). */
  refreshToken: z.string().optional(),
});
export type TLoginResponse = z.infer<typeof ZLoginResponse>;

/** Without `refreshToken`, the server reads the `zerg_refresh` cookie. */
export const ZRefreshBody = z.object({ refreshToken: z.string().min(1).max(512).optional() });
export const ZRefreshResponse = ZLoginResponse;

export const ZLogoutBody = z.object({ refreshToken: z.string().max(512).optional() });

export const ZForgotPasswordBody = z.object({ email: email() });
export type TForgotPasswordBody = z.infer<typeof ZForgotPasswordBody>;

export const ZResetPasswordBody = z
  .object({
    token: z.string().min(1).max(200),
    password: specialPassword(),
    passwordConfirmation: z.string({ error: msg('validation.required') }),
  })
  .superRefine(passwordsMatch('password', 'passwordConfirmation'));
export type TResetPasswordBody = z.infer<typeof ZResetPasswordBody>;

export const ZSetupStatus = z.object({ needsSetup: z.boolean() });

export const ZFirstAdminBody = z
  .object({
    email: email(),
    fullName: requiredText(120),
    password: specialPassword(),
    passwordConfirmation: z.string({ error: msg('validation.required') }),
  })
  .superRefine(passwordsMatch('password', 'passwordConfirmation'));
export type TFirstAdminBody = z.infer<typeof ZFirstAdminBody>;

export const ZUserForEmailParams = z.object({ email: z.string().max(254) });
export const ZUserForEmailResponse = z.object({
  arr_modules: z.array(ZUserModule),
  arr_sections: z.array(ZUserSection),
});
export type TSetupStatus = z.infer<typeof ZSetupStatus>;
export type TUserForEmailResponse = z.infer<typeof ZUserForEmailResponse>;
