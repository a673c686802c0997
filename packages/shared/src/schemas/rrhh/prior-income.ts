import { z } from 'zod';
import { msg } from '../../validation/message.ts';
import { optionalText, ruc } from '../../validation/rules.ts';
import { dbId } from '../common.ts';
import { ZMoneyAmount } from '../money.ts';
import { ZDate } from './fields.ts';

/*
 * What a worker earned and had withheld in the year before this company's payroll counted it: the
 * certificate of a previous employer (TUO LIR art. 40 reglamento, quinta categoría) and, for a
 * company that starts using the system mid-year, its own months paid before (opening balances).
 */

const year = () =>
  z
    .number({ error: msg('validation.number') })
    .int({ error: msg('validation.number') })
    .min(2000, { error: msg('validation.minValue', { min: 2000 }) })
    .max(2100, { error: msg('validation.maxValue', { max: 2100 }) });

const month = () =>
  z
    .number({ error: msg('validation.number') })
    .int({ error: msg('validation.number') })
    .min(1, { error: msg('validation.minValue', { min: 1 }) })
    .max(12, { error: msg('validation.maxValue', { max: 12 }) });

const certificateFields = {
  year: year(),
  employerRuc: z.string({ error: msg('validation.required') }).pipe(ruc()),
  employerName: optionalText(150),
  /** Fifth-category income paid by that employer in the year. */
  income: ZMoneyAmount,
  /** Fifth-category tax it withheld. */
  withheld: ZMoneyAmount,
  issuedOn: ZDate.nullish(),
};

export const ZIncomeCertificateCreateBody = z.object({ employee_id: dbId(), ...certificateFields });
export type TIncomeCertificateCreateBody = z.infer<typeof ZIncomeCertificateCreateBody>;
export const ZIncomeCertificateUpdateBody = z.object({ id: dbId(), ...certificateFields });
export type TIncomeCertificateUpdateBody = z.infer<typeof ZIncomeCertificateUpdateBody>;

export const ZIncomeCertificate = z.object({
  id: z.number(),
  employeeId: z.number(),
  year: z.number(),
  employerRuc: z.string(),
  employerName: z.string().nullable(),
  income: z.string(),
  withheld: z.string(),
  issuedOn: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TIncomeCertificate = z.infer<typeof ZIncomeCertificate>;
export const ZIncomeCertificateList = z.object({ data: z.array(ZIncomeCertificate) });
export type TIncomeCertificateList = z.infer<typeof ZIncomeCertificateList>;

const vacationDays = () =>
  z
    .number({ error: msg('validation.number') })
    .int({ error: msg('validation.number') })
    .min(0, { error: msg('validation.nonNegative') })
    .max(31, { error: msg('validation.maxValue', { max: 31 }) });

const openingFields = {
  year: year(),
  month: month(),
  /** Taxable remuneration of the month, the bonificación extraordinaria included, the gratificación not. */
  income: ZMoneyAmount,
  quintaWithheld: ZMoneyAmount,
  /** Gratificación paid that month, without its bonificación extraordinaria. */
  gratificacion: ZMoneyAmount.default('0.00'),
  cts: ZMoneyAmount.default('0.00'),
  vacationDays: vacationDays().default(0),
};

export const ZOpeningBalanceCreateBody = z.object({ employee_id: dbId(), ...openingFields });
export type TOpeningBalanceCreateBody = z.infer<typeof ZOpeningBalanceCreateBody>;
export const ZOpeningBalanceUpdateBody = z.object({ id: dbId(), ...openingFields });
export type TOpeningBalanceUpdateBody = z.infer<typeof ZOpeningBalanceUpdateBody>;
/** One spreadsheet row as the service checks it: the worker by document, the rest as the form. */
export const ZOpeningBalanceRow = z.object(openingFields);

export const ZOpeningBalance = z.object({
  id: z.number(),
  employeeId: z.number(),
  year: z.number(),
  month: z.number(),
  income: z.string(),
  quintaWithheld: z.string(),
  gratificacion: z.string(),
  cts: z.string(),
  vacationDays: z.number(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TOpeningBalance = z.infer<typeof ZOpeningBalance>;
export const ZOpeningBalanceList = z.object({ data: z.array(ZOpeningBalance) });
export type TOpeningBalanceList = z.infer<typeof ZOpeningBalanceList>;
