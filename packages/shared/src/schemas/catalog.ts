import { z } from 'zod';
import { ZId } from './common.ts';

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

/** The employee picker's entry: also "Names Surnames" and the work (else personal) e-mail, which a new user account takes. */
export const ZEmployeeSelectOption = ZEmployeeOption.extend({
  displayName: z.string(),
  email: z.string().nullable(),
});
export type TEmployeeSelectOption = z.infer<typeof ZEmployeeSelectOption>;
export const ZEmployeeSelectOptionList = z.array(ZEmployeeSelectOption);

/** How many options a picker's search brings: the first ones in order, the rest by typing more. */
export const OPTION_SEARCH_LIMIT = 20;

/**
 * A picker searching on the server: `q` (every word somewhere in the name or document, in any
 * order; empty or absent: the first ones) or `ids` (`3,17`: the chosen values, so their labels
 * show). Either way at most `OPTION_SEARCH_LIMIT` options: no picker loads every row.
 */
export const ZOptionSearchQuery = z.object({
  q: z.string().max(100).optional(),
  ids: z
    .string()
    .regex(/^\d{1,9}(,\d{1,9}){0,49}$/)
    .transform((text) => text.split(',').map(Number))
    .optional(),
});
export type TOptionSearchQuery = z.input<typeof ZOptionSearchQuery>;
export type TOptionSearch = z.output<typeof ZOptionSearchQuery>;

/** The employee picker's search; `exclude` leaves one worker out (an employee cannot be his own chief). */
export const ZEmployeeOptionSearchQuery = ZOptionSearchQuery.extend({ exclude: ZId.optional() });
export type TEmployeeOptionSearchQuery = z.input<typeof ZEmployeeOptionSearchQuery>;
export type TEmployeeOptionSearch = z.output<typeof ZEmployeeOptionSearchQuery>;
