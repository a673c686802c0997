import { z } from 'zod';
import { BANK_ACCOUNT_TYPES, CURRENCIES } from '../../catalog/rrhh.ts';
import { msg } from '../../validation/message.ts';
import { cciBankMismatch } from '../../validation/peru.ts';
import { cci } from '../../validation/rules.ts';
import { dbId } from '../common.ts';

export const ZBankAccountInput = z
  .object({
    id: dbId().optional(),
    bank: z
      .string({ error: msg('validation.required') })
      .regex(/^\d{3}$/, { error: msg('validation.required') }),
    accountType: z.enum(BANK_ACCOUNT_TYPES, { error: msg('validation.required') }),
    accountNumber: z.string().regex(/^\d{6,20}$/, { error: msg('validation.accountNumber') }),
    cci: cci(),
    currency: z.enum(CURRENCIES).default('PEN'),
  })
  .superRefine((account, ctx) => {
    const mismatch = cciBankMismatch(account.bank, account.cci);
    if (mismatch) ctx.addIssue({ code: 'custom', path: ['cci'], message: mismatch });
  });
export type TBankAccountInput = z.infer<typeof ZBankAccountInput>;

export const ZBankAccount = z.object({
  id: z.number(),
  bank: z.string(),
  bankName: z.string(),
  accountType: z.enum(BANK_ACCOUNT_TYPES),
  accountNumber: z.string(),
  cci: z.string(),
  currency: z.enum(CURRENCIES),
  isActive: z.boolean(),
});
export type TBankAccount = z.infer<typeof ZBankAccount>;

export const ZChangeBankAccountStatusBody = z.object({ bank_account_id: dbId() });
