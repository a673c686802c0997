import { z } from 'zod';
import { msg } from '../validation/message.ts';
import { optionalText, requiredText } from '../validation/rules.ts';
import { listQuery, listResponse, ZId } from './common.ts';
import { ZDepartmentCode, ZProvinceCode, ZStatus } from './travel-route-fields.ts';

/** The zones of section 29 (travel routes): groups of districts a viatic or a rate is priced by. */

export const ZZoneMember = z
  .object({
    departmentCode: ZDepartmentCode.nullable().default(null),
    provinceCode: ZProvinceCode.nullable().default(null),
  })
  .refine((m) => (m.departmentCode === null) !== (m.provinceCode === null), {
    error: msg('validation.zoneMember'),
  });

const zoneFields = {
  name: requiredText(80),
  description: optionalText(255),
  members: z
    .array(ZZoneMember)
    .min(1, { error: msg('validation.array') })
    .max(200),
};
export const ZZoneRegisterBody = z.object(zoneFields);
export type TZoneRegisterBody = z.infer<typeof ZZoneRegisterBody>;
export const ZZoneUpdateBody = z.object({ id: ZId, ...zoneFields });
export type TZoneUpdateBody = z.infer<typeof ZZoneUpdateBody>;

export const ZZoneMemberView = z.object({
  departmentCode: z.string().nullable(),
  provinceCode: z.string().nullable(),
  name: z.string(),
});
export const ZZoneEdit = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  isActive: z.boolean(),
  members: z.array(ZZoneMemberView),
});
export type TZoneEdit = z.infer<typeof ZZoneEdit>;

export const ZONE_SORTABLE = ['name', 'memberCount', 'createdAt'] as const;
export const ZZoneListQuery = listQuery(z.object({ status: ZStatus.optional() }), ZONE_SORTABLE);
export type TZoneListQuery = z.input<typeof ZZoneListQuery>;
export const ZZoneListItem = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string().nullable(),
  members: z.string(),
  memberCount: z.number(),
  isActive: z.boolean(),
  createdAt: z.string(),
});
export type TZoneListItem = z.infer<typeof ZZoneListItem>;
export const ZZoneListResponse = listResponse(ZZoneListItem);
export type TZoneListResponse = z.infer<typeof ZZoneListResponse>;
