import { z } from 'zod';
import { msg } from '../../validation/message.ts';
import { dbId } from '../common.ts';

/*
 * The payment of a month's payroll contributions (issue 23): one to SUNAT (ESSALUD, ONP and the
 * fifth-category tax, declared in the PDT PLAME) and one to each AFP (AFPnet), with the amounts the
 * approved runs' slips withheld or owe.
 */

export const CONTRIBUTION_PAYEES = ['sunat', 'integra', 'prima', 'profuturo', 'habitat'] as const;
export type ContributionPayee = (typeof CONTRIBUTION_PAYEES)[number];

/** What a line pays: the account the payroll entry credited it to (4031, 4032, 40173, 417). */
export const CONTRIBUTION_CONCEPTS = [
  'essalud',
  'onp',
  'quinta',
  'afp_fund',
  'afp_premium',
  'afp_commission',
] as const;
export type ContributionConcept = (typeof CONTRIBUTION_CONCEPTS)[number];

const ZMonthPeriod = z
  .string({ error: msg('validation.required') })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: msg('validation.period') });

export const ZContributionQuery = z.object({ companyId: dbId(), period: ZMonthPeriod });
export type TContributionQuery = z.infer<typeof ZContributionQuery>;

export const ZContributionCreateBody = ZContributionQuery.extend({ payee: z.enum(CONTRIBUTION_PAYEES) });
export type TContributionCreateBody = z.infer<typeof ZContributionCreateBody>;

export const ZContributionLine = z.object({
  account: z.string(),
  concept: z.enum(CONTRIBUTION_CONCEPTS),
  amount: z.string(),
});

export const ZContributionDue = z.object({
  payee: z.enum(CONTRIBUTION_PAYEES),
  amount: z.string(),
  lines: z.array(ZContributionLine),
  /** The movement already created for it (not canceled), if any. */
  transactionId: z.number().nullable(),
  transactionCode: z.string().nullable(),
  transactionState: z.string().nullable(),
});
export type TContributionDue = z.infer<typeof ZContributionDue>;
export const ZContributionDueList = z.object({ data: z.array(ZContributionDue) });
export type TContributionDueList = z.infer<typeof ZContributionDueList>;
