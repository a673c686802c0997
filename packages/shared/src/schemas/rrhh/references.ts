import { z } from 'zod';
import { dbId } from '../common.ts';
import { ZCodeName } from './fields.ts';

export const ZCodeNameList = z.array(ZCodeName);
export const ZLaborRegimeList = z.array(ZCodeName.extend({ vacationDays: z.number() }));
export const ZBankList = z.array(ZCodeName);
export const ZAreaList = z.array(z.object({ id: z.number(), name: z.string(), isActive: z.boolean() }));
export const ZPositionList = z.array(z.object({ id: z.number(), name: z.string(), areaId: z.number() }));
/** Pickers show inactive rows disabled, so a record that still points at one keeps its label. */
export const ZCompanyList = z.array(
  z.object({ id: z.number(), name: z.string(), ruc: z.string(), isActive: z.boolean() }),
);
export const ZAreaIdBody = z.object({ area_id: dbId().optional() });
export const ZProvincesBody = z.object({ department: z.string().regex(/^\d{2}$/) });
export const ZDistrictsBody = z.object({ province: z.string().regex(/^\d{4}$/) });

export type TArea = z.infer<typeof ZAreaList>[number];
export type TPosition = z.infer<typeof ZPositionList>[number];
export type TCompany = z.infer<typeof ZCompanyList>[number];
