import { z } from 'zod';

export const ZRole = z.object({
  id: z.number(),
  name: z.string(),
  isActive: z.boolean(),
  modules: z.array(z.number()),
  sections: z.array(z.number()),
});
export type TRole = z.infer<typeof ZRole>;
export const ZRoleList = z.array(ZRole);

export const ZCampus = z.object({ id: z.number(), name: z.string(), city: z.string() });
export type TCampus = z.infer<typeof ZCampus>;
export const ZCampusList = z.array(ZCampus);

export const ZModuleItem = z.object({
  id: z.number(),
  key: z.string(),
  icon: z.string(),
  sections: z.array(z.object({ id: z.number(), key: z.string() })),
});
export type TModuleItem = z.infer<typeof ZModuleItem>;
export const ZModuleList = z.array(ZModuleItem);

export const ZEmployeeOption = z.object({ id: z.number(), fullName: z.string(), documentNumber: z.string() });
export type TEmployeeOption = z.infer<typeof ZEmployeeOption>;
export const ZEmployeeOptionList = z.array(ZEmployeeOption);
