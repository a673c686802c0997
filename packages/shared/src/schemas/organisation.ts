import { z } from 'zod';
import { MODULES } from '../catalog/modules.ts';
import { msg } from '../validation/message.ts';
import { email, moduleRequired, optionalText, requiredText, ruc } from '../validation/rules.ts';
import { COST_FUNCTIONS } from './bookkeeping/income-statement.ts';
import { dbId, listQuery, listResponse, MAX_ID, ZId } from './common.ts';

/** The company's organisation (Settings): companies, areas, roles and what each area may be given. */

const idList = z.array(z.number().int().min(0).max(MAX_ID)).max(200);
const status = z.enum(['active', 'inactive']).optional();

// ---- companies (empresas) -------------------------------------------------------------------

export const ZCompanyBody = z.object({
  ruc: z
    .string({ error: msg('validation.required') })
    .trim()
    .pipe(ruc()),
  name: requiredText(150),
  tradeName: optionalText(150),
  address: optionalText(200),
  districtCode: z
    .string()
    .regex(/^\d{6}$/, { error: msg('validation.ubigeo') })
    .nullable()
    .default(null),
  phone: optionalText(20),
  email: z
    .union([z.literal(''), email()])
    .nullish()
    .transform((v) => (v ? v : null)),
  /** Número de registro MTC of the carrier, printed on its GRE transportista. */
  mtcRegistration: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9-]{0,20}$/, { error: msg('validation.mtcRegistration') })
    .nullish()
    .transform((v) => (v ? v : null)),
});
export type TCompanyBody = z.input<typeof ZCompanyBody>;
export type TCompanyBodyParsed = z.infer<typeof ZCompanyBody>;

export const ZCompanyUpdateBody = ZCompanyBody.extend({ id: ZId });
export type TCompanyUpdateBody = z.infer<typeof ZCompanyUpdateBody>;

export const ZCompany = z.object({
  id: z.number(),
  ruc: z.string(),
  name: z.string(),
  tradeName: z.string().nullable(),
  address: z.string().nullable(),
  districtCode: z.string().nullable(),
  districtName: z.string().nullable(),
  provinceCode: z.string().nullable(),
  departmentCode: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  mtcRegistration: z.string().nullable(),
  hasLogo: z.boolean(),
  isActive: z.boolean(),
  employeeCount: z.number(),
  createdAt: z.string(),
  /** Until when the company's signing certificate is valid; null when it has none. */
  certificateValidTo: z.string().nullable(),
});
export type TCompanyItem = z.infer<typeof ZCompany>;

export const COMPANY_SORTABLE = ['name', 'ruc', 'tradeName', 'employeeCount', 'createdAt'] as const;
export const ZCompanyListQuery = listQuery(z.object({ status }), COMPANY_SORTABLE);
export type TCompanyListQuery = z.input<typeof ZCompanyListQuery>;
export const ZCompanyListResponse = listResponse(ZCompany);
export type TCompanyListResponse = z.infer<typeof ZCompanyListResponse>;

/** Activating or deactivating any organisation row. */
export const ZActiveBody = z.object({ id: ZId, isActive: z.boolean() });
export type TActiveBody = z.infer<typeof ZActiveBody>;

// ---- areas ----------------------------------------------------------------------------------

export const ZAreaBody = z.object({
  name: requiredText(100),
  chiefEmployeeId: dbId().nullable().default(null),
  companyId: dbId().nullable().default(null),
  isHr: z.boolean().default(false),
  costFunction: z.enum(COST_FUNCTIONS).nullable().default(null),
});
export type TAreaBody = z.input<typeof ZAreaBody>;
export const ZAreaUpdateBody = ZAreaBody.extend({ id: ZId });
export type TAreaUpdateBody = z.infer<typeof ZAreaUpdateBody>;

export const ZAreaItem = z.object({
  id: z.number(),
  name: z.string(),
  isHr: z.boolean(),
  isActive: z.boolean(),
  chiefEmployeeId: z.number().nullable(),
  chiefName: z.string().nullable(),
  companyId: z.number().nullable(),
  companyName: z.string().nullable(),
  employeeCount: z.number(),
  costFunction: z.enum(COST_FUNCTIONS).nullable(),
});
export type TAreaItem = z.infer<typeof ZAreaItem>;

export const AREA_SORTABLE = ['name', 'chiefName', 'companyName', 'employeeCount'] as const;
export const ZAreaListQuery = listQuery(
  z.object({ status, companyId: dbId().optional(), isHr: z.boolean().optional() }),
  AREA_SORTABLE,
);
export type TAreaListQuery = z.input<typeof ZAreaListQuery>;
export const ZAreaListResponse = listResponse(ZAreaItem);
export type TAreaListResponse = z.infer<typeof ZAreaListResponse>;

// ---- roles ----------------------------------------------------------------------------------

export const ZRoleBody = z.object({
  name: requiredText(100),
  modules: z.array(z.number().int().min(1).max(12)).max(12).default([]),
  sections: idList.default([]),
});
export type TRoleBody = z.input<typeof ZRoleBody>;
export const ZRoleUpdateBody = ZRoleBody.extend({ id: ZId });
export type TRoleUpdateBody = z.infer<typeof ZRoleUpdateBody>;

export const ZRoleItem = z.object({
  id: z.number(),
  name: z.string(),
  isActive: z.boolean(),
  modules: z.array(z.number()),
  sections: z.array(z.number()),
  userCount: z.number(),
});
export type TRoleItem = z.infer<typeof ZRoleItem>;

export const ROLE_SORTABLE = ['name', 'userCount'] as const;
export const ZRoleListQuery = listQuery(
  z.object({ status, moduleId: z.number().int().min(1).max(12).optional() }),
  ROLE_SORTABLE,
);
export type TRoleListQuery = z.input<typeof ZRoleListQuery>;
export const ZRoleListResponse = listResponse(ZRoleItem);
export type TRoleListResponse = z.infer<typeof ZRoleListResponse>;

// ---- areas-module ---------------------------------------------------------------------------

/** Empty modules mean "not restricted": the area's people may be given any module and section. */
export const ZAreaAccessBody = z.object({
  areaId: ZId,
  modules: z.array(moduleRequired(MODULES.length)).max(MODULES.length),
  sections: idList,
});
export type TAreaAccessBody = z.infer<typeof ZAreaAccessBody>;

export const ZAreaAccessItem = z.object({
  areaId: z.number(),
  areaName: z.string(),
  isActive: z.boolean(),
  restricted: z.boolean(),
  modules: z.array(z.number()),
  sections: z.array(z.number()),
});
export type TAreaAccessItem = z.infer<typeof ZAreaAccessItem>;

export const AREA_ACCESS_SORTABLE = ['areaName'] as const;
export const ZAreaAccessListQuery = listQuery(
  z.object({
    status,
    restricted: z.boolean().optional(),
    moduleId: z.number().int().min(1).max(12).optional(),
  }),
  AREA_ACCESS_SORTABLE,
);
export type TAreaAccessListQuery = z.input<typeof ZAreaAccessListQuery>;
export const ZAreaAccessListResponse = listResponse(ZAreaAccessItem);
export type TAreaAccessListResponse = z.infer<typeof ZAreaAccessListResponse>;

export const ZAllowedAccessBody = z.object({ employeeId: dbId().nullable() });
export type TAllowedAccessBody = z.infer<typeof ZAllowedAccessBody>;

/** What a user linked to an employee may be given: null when the area is not restricted. */
export const ZAllowedAccess = z.object({
  areaId: z.number().nullable(),
  modules: z.array(z.number()).nullable(),
  sections: z.array(z.number()).nullable(),
});
export type TAllowedAccess = z.infer<typeof ZAllowedAccess>;
