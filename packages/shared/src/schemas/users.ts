import { z } from 'zod';
import { MODULES } from '../catalog/modules.ts';
import { LANGUAGES } from '../i18n.ts';
import { msg } from '../validation/message.ts';
import {
  email,
  moduleRequired,
  optionalText,
  passwordsMatch,
  requiredText,
  specialPassword,
} from '../validation/rules.ts';
import { dbId, listQuery, listResponse, MAX_ID, ZId } from './common.ts';

const idList = z.array(z.number().int().min(0).max(MAX_ID)).max(200);

const userFields = {
  email: email(),
  fullName: requiredText(120),
  roleId: z
    .number({ error: msg('validation.required') })
    .int()
    .positive({ error: msg('validation.required') })
    .max(MAX_ID, { error: msg('validation.invalid') }),
  campusId: z
    .number({ error: msg('validation.required') })
    .int()
    .positive({ error: msg('validation.required') })
    .max(MAX_ID, { error: msg('validation.invalid') }),
  employeeId: dbId().nullable().default(null),
  isCeo: z.boolean().default(false),
  isActive: z.boolean().default(true),
  language: z.enum(LANGUAGES).default('es'),
  modules: z
    .array(moduleRequired(MODULES.length))
    .min(1, { error: msg('validation.array') })
    .max(12),
  sections: idList,
};

export const ZUserRegisterBody = z
  .object({
    ...userFields,
    password: specialPassword(),
    passwordConfirmation: z.string({ error: msg('validation.required') }),
  })
  .superRefine(passwordsMatch('password', 'passwordConfirmation'));
export type TUserRegisterBody = z.infer<typeof ZUserRegisterBody>;

/** Editing keeps the password unless a new one is given. */
export const ZUserUpdateBody = z
  .object({
    id: ZId,
    ...userFields,
    password: z.union([z.literal(''), specialPassword()]).optional(),
    passwordConfirmation: z.string().optional(),
  })
  .superRefine((value, ctx) => {
    if (value.password) passwordsMatch('password', 'passwordConfirmation')(value, ctx);
  });
export type TUserUpdateBody = z.infer<typeof ZUserUpdateBody>;

export const ZUserEdit = z.object({
  id: z.number(),
  email: z.string(),
  fullName: z.string(),
  roleId: z.number(),
  campusId: z.number(),
  employeeId: z.number().nullable(),
  isCeo: z.boolean(),
  isActive: z.boolean(),
  language: z.enum(LANGUAGES),
  modules: z.array(z.number()),
  sections: z.array(z.number()),
});
export type TUserEdit = z.infer<typeof ZUserEdit>;

export const USER_SORTABLE = [
  'fullName',
  'email',
  'roleName',
  'campusName',
  'createdAt',
  'lastLoginAt',
] as const;

export const ZUserListQuery = listQuery(
  z.object({
    roleId: dbId().optional(),
    campusId: dbId().optional(),
    moduleId: z.number().int().min(1).max(12).optional(),
    status: z.enum(['active', 'inactive']).optional(),
  }),
  USER_SORTABLE,
);
export type TUserListQuery = z.input<typeof ZUserListQuery>;

export const ZUserListItem = z.object({
  id: z.number(),
  email: z.string(),
  fullName: z.string(),
  roleId: z.number(),
  roleName: z.string(),
  campusId: z.number(),
  campusName: z.string(),
  employeeId: z.number().nullable(),
  employeeName: z.string().nullable(),
  isActive: z.boolean(),
  isCeo: z.boolean(),
  modules: z.array(z.number()),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TUserListItem = z.infer<typeof ZUserListItem>;
export const ZUserListResponse = listResponse(ZUserListItem);
export type TUserListResponse = z.infer<typeof ZUserListResponse>;

export const ZProfile = z.object({
  id: z.number(),
  email: z.string(),
  fullName: z.string(),
  phone: z.string().nullable(),
  language: z.enum(LANGUAGES),
  roleName: z.string(),
  campusName: z.string(),
  employeeName: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type TProfile = z.infer<typeof ZProfile>;

export const ZProfileUpdateBody = z.object({
  fullName: requiredText(120),
  phone: optionalText(20),
  language: z.enum(LANGUAGES),
});
export type TProfileUpdateBody = z.infer<typeof ZProfileUpdateBody>;

export const ZChangePasswordBody = z
  .object({
    currentPassword: z
      .string()
      .min(1, { error: msg('validation.required') })
      .max(128),
    password: specialPassword(),
    passwordConfirmation: z.string({ error: msg('validation.required') }),
  })
  .superRefine(passwordsMatch('password', 'passwordConfirmation'));
export type TChangePasswordBody = z.infer<typeof ZChangePasswordBody>;

export const ZUserQr = z.object({ payload: z.string(), dataUrl: z.string() });
export type TUserQr = z.infer<typeof ZUserQr>;
