import { z } from 'zod';
import { dbId } from '../common.ts';
import { ZPositiveMoney } from '../requests/request-fields.ts';

/*
 * A company's treasury rules (section 43, companies). Maker and checker are two people: whoever made
 * a movement cannot approve or process it, unless the company names an amount in soles up to which
 * one person may do all of it.
 */

export const ZTreasurySettingsQuery = z.object({ companyId: dbId() });
export type TTreasurySettingsQuery = z.infer<typeof ZTreasurySettingsQuery>;

export const ZTreasurySettingsBody = z.object({
  companyId: dbId(),
  /** Soles (the movement's amount in PEN); null: never one person alone. */
  singlePersonLimit: ZPositiveMoney.nullable(),
});
export type TTreasurySettingsBody = z.infer<typeof ZTreasurySettingsBody>;
export type TTreasurySettingsInput = z.input<typeof ZTreasurySettingsBody>;

export const ZTreasurySettings = z.object({
  companyId: z.number(),
  singlePersonLimit: z.string().nullable(),
  updatedAt: z.string().nullable(),
  updatedByName: z.string().nullable(),
});
export type TTreasurySettings = z.infer<typeof ZTreasurySettings>;
