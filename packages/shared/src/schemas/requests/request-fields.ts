import { z } from 'zod';
import { decimalText } from '../../validation/decimal.ts';
import { msg } from '../../validation/message.ts';
import { requiredText } from '../../validation/rules.ts';
import { dbId, ZId } from '../common.ts';
import { centsToMoney, moneyToCents } from '../money.ts';
import { ZDate } from '../rrhh/fields.ts';

/** Salary-increase and additional-work requests: pending → approved | rejected (DESIGN.md §6). */
export const REQUEST_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const ZRequestEmployeeId = z
  .number({ error: msg('validation.required') })
  .int()
  .positive({ error: msg('validation.required') })
  .max(2_147_483_647, { error: msg('validation.invalid') });

/**
 * An amount greater than 0 with up to two decimals, as a decimal string (never a float). A negative
 * one breaks "greater than 0.00", which is what it is told, not "up to 2 decimals".
 */
export const ZPositiveMoney = decimalText({
  integers: 9,
  scale: 2,
  negative: msg('validation.amountPositive'),
  decimals: msg('validation.moneyFormat'),
})
  .refine((v) => moneyToCents(v) > 0n, { error: msg('validation.amountPositive') })
  .transform((v) => centsToMoney(moneyToCents(v)));

export const ZDecideBody = z.object({ id: ZId });
export type TDecideBody = z.infer<typeof ZDecideBody>;

export const ZRejectBody = z.object({ id: ZId, reason: requiredText(500) });
export type TRejectBody = z.infer<typeof ZRejectBody>;

/** The filters both request lists share. */
export const requestFilters = {
  status: z.enum(REQUEST_STATUSES).optional(),
  employeeId: dbId().optional(),
  areaId: dbId().optional(),
  from: ZDate.optional(),
  to: ZDate.optional(),
};
