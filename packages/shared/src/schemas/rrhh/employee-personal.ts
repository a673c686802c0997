import { z } from 'zod';
import {
  BLOOD_TYPES,
  DOCUMENT_TYPE,
  DOCUMENT_TYPES,
  GENDERS,
  LICENCE_CATEGORIES,
  MARITAL_STATUSES,
  RELATIONS,
  STUDY_LEVELS,
} from '../../catalog/rrhh.ts';
import { msg } from '../../validation/message.ts';
import { isDni, isRuc } from '../../validation/peru.ts';
import { email, mobile, optionalText, requiredText } from '../../validation/rules.ts';
import { ZCountryCode, ZDate, ZUbigeo } from './fields.ts';

const optionalEmail = () =>
  z
    .union([z.literal(''), email()])
    .nullish()
    .transform((v) => v || null);

const optionalDate = () =>
  z
    .union([z.literal(''), ZDate])
    .nullish()
    .transform((v) => v || null);

export const ZChild = z.object({
  fullName: requiredText(120),
  birthDate: ZDate,
  documentNumber: optionalText(15),
  studying: z.boolean().default(false),
});
export type TChild = z.infer<typeof ZChild>;

export const ZEmergencyContact = z.object({
  name: requiredText(120),
  phone: requiredText(20),
  relation: z.enum(RELATIONS, { error: msg('validation.required') }),
});

export const ZStudy = z.object({
  level: z.enum(STUDY_LEVELS, { error: msg('validation.required') }),
  institution: requiredText(150),
  degree: optionalText(150),
  startYear: z.number().int().min(1950).max(2100).nullish().default(null),
  endYear: z.number().int().min(1950).max(2100).nullish().default(null),
  completed: z.boolean().default(false),
});

export const ZWorkExperience = z.object({
  company: requiredText(150),
  position: requiredText(120),
  startDate: ZDate,
  endDate: optionalDate(),
});

/** The document number must fit its type: DNI 8 digits, RUC by check digit, others 6–12 characters. */
export const documentNumberIssue = (type: string, number: string): string | null => {
  if (type === DOCUMENT_TYPE.DNI) return isDni(number) ? null : msg('validation.dni');
  if (type === DOCUMENT_TYPE.RUC) return isRuc(number) ? null : msg('validation.ruc');
  return /^[A-Z0-9]{6,12}$/.test(number) ? null : msg('validation.foreignDocument');
};

export const personalFields = {
  documentType: z.enum(DOCUMENT_TYPES, { error: msg('validation.required') }),
  documentNumber: requiredText(12).transform((v) => v.toUpperCase()),
  firstNames: requiredText(80),
  paternalSurname: requiredText(60),
  maternalSurname: optionalText(60),
  gender: z.enum(GENDERS, { error: msg('validation.required') }),
  maritalStatus: z.enum(MARITAL_STATUSES, { error: msg('validation.required') }),
  nationality: ZCountryCode,
  birthDate: ZDate,
  mobilePhone: mobile(),
  homePhone: optionalText(20),
  workPhone: optionalText(20),
  personalEmail: optionalEmail(),
  workEmail: optionalEmail(),
  address: requiredText(200),
  country: ZCountryCode.default('PE'),
  districtUbigeo: ZUbigeo.nullish().transform((v) => v ?? null),
  zipCode: optionalText(10),
  bornAddress: optionalText(200),
  bloodType: z
    .enum(BLOOD_TYPES)
    .nullish()
    .transform((v) => v ?? null),
  pantSize: optionalText(5),
  shirtSize: optionalText(5),
  shoeSize: optionalText(5),
  /** The driving licence (brevete): its number, class and dates; all empty when the worker has none. */
  licenceNumber: optionalText(15).transform((v) => v?.toUpperCase() ?? null),
  licenceCategory: z
    .enum(LICENCE_CATEGORIES, { error: msg('validation.invalid') })
    .nullish()
    .transform((v) => v ?? null),
  licenceIssueDate: optionalDate(),
  licenceExpiryDate: optionalDate(),
  children: z.array(ZChild).max(20).default([]),
  emergencyContacts: z.array(ZEmergencyContact).max(5).default([]),
  studies: z.array(ZStudy).max(20).default([]),
  workExperience: z.array(ZWorkExperience).max(20).default([]),
};

const ZPersonalObject = z.object(personalFields);
export type TEmployeePersonal = z.infer<typeof ZPersonalObject>;

/**
 * A licence is a number with its class and expiry day (what the reminders read), or nothing; it
 * cannot expire before it was issued.
 */
const refineLicence = (v: Partial<TEmployeePersonal>, ctx: z.RefinementCtx) => {
  const given = [v.licenceNumber, v.licenceCategory, v.licenceIssueDate, v.licenceExpiryDate].some(Boolean);
  if (given) {
    for (const field of ['licenceNumber', 'licenceCategory', 'licenceExpiryDate'] as const)
      if (!v[field]) ctx.addIssue({ code: 'custom', path: [field], message: msg('validation.required') });
  }
  if (v.licenceNumber && !/^[A-Z0-9-]{5,15}$/.test(v.licenceNumber))
    ctx.addIssue({ code: 'custom', path: ['licenceNumber'], message: msg('validation.invalid') });
  if (v.licenceIssueDate && v.licenceExpiryDate && v.licenceExpiryDate < v.licenceIssueDate)
    ctx.addIssue({
      code: 'custom',
      path: ['licenceExpiryDate'],
      message: msg('validation.expiryBeforeIssue'),
    });
};

/** Cross-field rules of the personal data, reused by create and update. */
export const refinePersonal = (v: Partial<TEmployeePersonal>, ctx: z.RefinementCtx) => {
  if (v.documentType && v.documentNumber) {
    const issue = documentNumberIssue(v.documentType, v.documentNumber);
    if (issue) ctx.addIssue({ code: 'custom', path: ['documentNumber'], message: issue });
  }
  if (v.country === 'PE' && !v.districtUbigeo) {
    ctx.addIssue({ code: 'custom', path: ['districtUbigeo'], message: msg('validation.required') });
  }
  refineLicence(v, ctx);
  if (v.birthDate) {
    const age = (Date.now() - Date.parse(`${v.birthDate}T00:00:00Z`)) / (365.25 * 24 * 3600 * 1000);
    if (age < 14 || age > 100)
      ctx.addIssue({ code: 'custom', path: ['birthDate'], message: msg('validation.birthDate') });
  }
};

/**
 * Cross-field rules run even when another field failed, so a form or an import row shows every problem
 * at once; but only on an object, since a rule reading fields of `null` or an array would throw.
 */
export const ALWAYS = {
  when: ({ value }: { value: unknown }) =>
    typeof value === 'object' && value !== null && !Array.isArray(value),
} as const;

export const ZEmployeePersonal = ZPersonalObject.superRefine(refinePersonal, ALWAYS);
