import { z } from 'zod';
import { msg } from '../../validation/message.ts';
import { cciBankMismatch, isCci } from '../../validation/peru.ts';
import { optionalText } from '../../validation/rules.ts';
import { dbId, listQuery, listResponse } from '../common.ts';
import { ZMoneyAmount } from '../money.ts';
import { ZDate } from '../rrhh/fields.ts';

/*
 * The company's bank accounts (treasury, section 38). The balance is never typed: it is the opening
 * balance plus the processed movements of the account.
 */

export const TREASURY_CURRENCIES = ['PEN', 'USD'] as const;
export type TreasuryCurrency = (typeof TREASURY_CURRENCIES)[number];

export const COMPANY_ACCOUNT_KINDS = ['checking', 'savings'] as const;
export type CompanyBankAccountKind = (typeof COMPANY_ACCOUNT_KINDS)[number];

export const COMPANY_ACCOUNT_STATUSES = ['active', 'inactive'] as const;
export type CompanyBankAccountStatus = (typeof COMPANY_ACCOUNT_STATUSES)[number];

/** Digits with the dashes banks print; at most 30 characters. */
const ZAccountNumber = z
  .string({ error: msg('validation.required') })
  .trim()
  .min(1, { error: msg('validation.required') })
  .max(30, { error: msg('validation.max', { max: 30 }) })
  .regex(/^\d[\d-]*\d$|^\d$/, { error: msg('validation.bankAccountNumber') });

/** 20 digits or nothing; wrong check digits only warn (`cciWarning` on the account). */
const ZOptionalCci = z
  .string()
  .trim()
  .optional()
  .nullable()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || isCci(v), { error: msg('validation.cci') });

const companyAccountFields = {
  companyId: dbId(),
  /** The SBS bank code (`002` BCP…), from the same list the employee record uses. */
  bank: z
    .string({ error: msg('validation.required') })
    .regex(/^\d{3}$/, { error: msg('validation.required') }),
  kind: z.enum(COMPANY_ACCOUNT_KINDS, { error: msg('validation.required') }),
  currency: z.enum(TREASURY_CURRENCIES, { error: msg('validation.required') }),
  number: ZAccountNumber,
  cci: ZOptionalCci,
  openingBalance: ZMoneyAmount,
  openingDate: ZDate,
  description: optionalText(80),
};

const cciOfItsBank = (account: { bank: string; cci: string | null }, ctx: z.RefinementCtx) => {
  const mismatch = cciBankMismatch(account.bank, account.cci);
  if (mismatch) ctx.addIssue({ code: 'custom', path: ['cci'], message: mismatch });
};

export const ZCompanyBankAccountBody = z.object(companyAccountFields).superRefine(cciOfItsBank);
export type TCompanyBankAccountBody = z.infer<typeof ZCompanyBankAccountBody>;
export type TCompanyBankAccountInput = z.input<typeof ZCompanyBankAccountBody>;

/** Company, currency, opening balance and date stay as they are once the account has movements. */
export const ZCompanyBankAccountUpdateBody = z
  .object({ ...companyAccountFields, id: dbId() })
  .superRefine(cciOfItsBank);
export type TCompanyBankAccountUpdateBody = z.infer<typeof ZCompanyBankAccountUpdateBody>;

export const ZCompanyBankAccountStatusBody = z.object({
  id: dbId(),
  status: z.enum(COMPANY_ACCOUNT_STATUSES, { error: msg('validation.required') }),
});
export type TCompanyBankAccountStatusBody = z.infer<typeof ZCompanyBankAccountStatusBody>;

export const ZCompanyBankAccount = z.object({
  id: z.number(),
  companyId: z.number(),
  companyName: z.string(),
  bank: z.string(),
  bankName: z.string(),
  kind: z.enum(COMPANY_ACCOUNT_KINDS),
  currency: z.enum(TREASURY_CURRENCIES),
  number: z.string(),
  cci: z.string().nullable(),
  /** The CCI's check digits do not match the usual rule: shown as a warning, never refused. */
  cciWarning: z.boolean(),
  openingBalance: z.string(),
  openingDate: z.string(),
  description: z.string().nullable(),
  status: z.enum(COMPANY_ACCOUNT_STATUSES),
  /** Opening balance plus processed incomes minus processed expenses. */
  balance: z.string(),
  /** The balance less the expenses approved and not yet processed: what an expense may still take. */
  available: z.string(),
  /** Whether any movement (in any state) names the account: then it cannot be deleted. */
  hasTransactions: z.boolean(),
  /** Its own sub-account of 1041 (104101…), where its movements are posted. */
  ledgerAccountCode: z.string().nullable(),
  createdAt: z.string(),
});
export type TCompanyBankAccount = z.infer<typeof ZCompanyBankAccount>;

export const COMPANY_ACCOUNT_SORTABLE = [
  'bankName',
  'number',
  'currency',
  'companyName',
  'openingDate',
  'balance',
  'status',
] as const;

export const ZCompanyBankAccountListQuery = listQuery(
  z.object({
    companyId: dbId().optional(),
    bank: z
      .string()
      .regex(/^\d{3}$/)
      .optional(),
    currency: z.enum(TREASURY_CURRENCIES).optional(),
    status: z.enum(COMPANY_ACCOUNT_STATUSES).optional(),
  }),
  COMPANY_ACCOUNT_SORTABLE,
);
export type TCompanyBankAccountListQuery = z.input<typeof ZCompanyBankAccountListQuery>;
export const ZCompanyBankAccountListResponse = listResponse(ZCompanyBankAccount);
export type TCompanyBankAccountListResponse = z.infer<typeof ZCompanyBankAccountListResponse>;

/** For the selects of the transaction form: active accounts, optionally of one company. */
export const ZCompanyBankAccountOptionsQuery = z.object({ companyId: dbId().optional() });
export const ZCompanyBankAccountOption = z.object({
  id: z.number(),
  name: z.string(),
  companyId: z.number(),
  currency: z.enum(TREASURY_CURRENCIES),
  available: z.string(),
});
export type TCompanyBankAccountOption = z.infer<typeof ZCompanyBankAccountOption>;
export const ZCompanyBankAccountOptions = z.array(ZCompanyBankAccountOption);
