import { z } from 'zod';
import {
  CESSATION_REASONS,
  DOCUMENT_TYPES,
  LICENCE_CATEGORIES,
  PERSONAL_TYPES,
  RELATIONS,
  STUDY_LEVELS,
} from '../../catalog/rrhh.ts';
import { msg } from '../../validation/message.ts';
import { requiredText } from '../../validation/rules.ts';
import { dbId, listQuery, listResponse } from '../common.ts';
import { ZBankAccount, ZBankAccountInput } from './employee-bank.ts';
import { jobFields, refineJob } from './employee-job.ts';
import { ALWAYS, personalFields, refinePersonal } from './employee-personal.ts';
import { ZDate } from './fields.ts';

/** Warnings do not stop a save (e.g. a CCI whose check digits look wrong). */
export const ZWarnings = z.record(z.string(), z.array(z.string()));

export const ZEmployeeCreateBody = z
  .object({
    ...personalFields,
    job: z.object(jobFields),
    bankAccounts: z.array(ZBankAccountInput).max(5).default([]),
  })
  .superRefine((v, ctx) => {
    refinePersonal(v, ctx);
    if (v.job && typeof v.job === 'object') refineJob(v.job, ctx, ['job']);
  }, ALWAYS);
export type TEmployeeCreateBody = z.input<typeof ZEmployeeCreateBody>;

export const ZEmployeeCreated = z.object({ id: z.number(), personalCode: z.string(), warnings: ZWarnings });

export const ZEmployeeUpdateBody = z
  .object({
    employee_id: dbId(),
    ...personalFields,
    bankAccounts: z.array(ZBankAccountInput).max(5).default([]),
  })
  .superRefine(refinePersonal, ALWAYS);
export type TEmployeeUpdateBody = z.input<typeof ZEmployeeUpdateBody>;

export const ZEmployeeUpdated = z.object({ id: z.number(), warnings: ZWarnings });

export const ZEmployeeInformation = z.object({
  id: z.number(),
  personalCode: z.string(),
  attendanceCode: z.string().nullable(),
  hasPhoto: z.boolean(),
  isActive: z.boolean(),
  inactiveSince: z.string().nullable(),
  inactiveReason: z.string().nullable(),
  /** T-Registro table 17 reason; null while active or for a cessation recorded before reasons existed. */
  cessationReason: z.enum(CESSATION_REASONS).nullable(),
  documentType: z.enum(DOCUMENT_TYPES),
  documentNumber: z.string(),
  firstNames: z.string(),
  paternalSurname: z.string(),
  maternalSurname: z.string().nullable(),
  fullName: z.string(),
  gender: z.enum(['M', 'F']),
  maritalStatus: z.string(),
  nationality: z.string(),
  birthDate: z.string(),
  mobilePhone: z.string(),
  homePhone: z.string().nullable(),
  workPhone: z.string().nullable(),
  personalEmail: z.string().nullable(),
  workEmail: z.string().nullable(),
  address: z.string(),
  country: z.string(),
  districtUbigeo: z.string().nullable(),
  districtName: z.string().nullable(),
  provinceName: z.string().nullable(),
  departmentName: z.string().nullable(),
  zipCode: z.string().nullable(),
  bornAddress: z.string().nullable(),
  bloodType: z.string().nullable(),
  pantSize: z.string().nullable(),
  shirtSize: z.string().nullable(),
  shoeSize: z.string().nullable(),
  licenceNumber: z.string().nullable(),
  licenceCategory: z.enum(LICENCE_CATEGORIES).nullable(),
  licenceIssueDate: z.string().nullable(),
  licenceExpiryDate: z.string().nullable(),
  children: z.array(
    z.object({
      id: z.number(),
      fullName: z.string(),
      birthDate: z.string(),
      documentNumber: z.string().nullable(),
      studying: z.boolean(),
    }),
  ),
  emergencyContacts: z.array(
    z.object({ id: z.number(), name: z.string(), phone: z.string(), relation: z.enum(RELATIONS) }),
  ),
  studies: z.array(
    z.object({
      id: z.number(),
      level: z.enum(STUDY_LEVELS),
      institution: z.string(),
      degree: z.string().nullable(),
      startYear: z.number().nullable(),
      endYear: z.number().nullable(),
      completed: z.boolean(),
    }),
  ),
  workExperience: z.array(
    z.object({
      id: z.number(),
      company: z.string(),
      position: z.string(),
      startDate: z.string(),
      endDate: z.string().nullable(),
    }),
  ),
  bankAccounts: z.array(ZBankAccount),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TEmployeeInformation = z.infer<typeof ZEmployeeInformation>;

export const ZEmployeeSummary = z.object({
  id: z.number(),
  personalCode: z.string(),
  fullName: z.string(),
  documentType: z.enum(DOCUMENT_TYPES),
  documentNumber: z.string(),
  areaId: z.number().nullable(),
  areaName: z.string().nullable(),
  positionName: z.string().nullable(),
  personalType: z.enum(PERSONAL_TYPES).nullable(),
  hasPhoto: z.boolean(),
  isActive: z.boolean(),
});
export type TEmployeeSummary = z.infer<typeof ZEmployeeSummary>;

export const EMPLOYEE_SORTABLE = [
  'fullName',
  'personalCode',
  'documentNumber',
  'areaName',
  'positionName',
  'startDate',
] as const;

export const ZEmployeeListQuery = listQuery(
  z.object({
    status: z.enum(['active', 'inactive', 'all']).optional(),
    areaId: dbId().optional(),
    positionId: dbId().optional(),
    personalType: z.enum(PERSONAL_TYPES).optional(),
    companyId: dbId().optional(),
  }),
  EMPLOYEE_SORTABLE,
);
export type TEmployeeListQuery = z.input<typeof ZEmployeeListQuery>;
export const ZEmployeeListResponse = listResponse(
  ZEmployeeSummary.extend({ startDate: z.string().nullable() }),
);
export type TEmployeeListResponse = z.infer<typeof ZEmployeeListResponse>;

export const ZGetEmployeeResponse = z.object({ data: z.array(ZEmployeeSummary) });

/**
 * Inactivation is the cessation: `date` is the last day worked (T-Registro's fecha de cese, the
 * liquidación's termination date), `cessationReason` the reason of T-Registro table 17, `reason`
 * the note that explains it.
 */
export const ZStatusChangeBody = z.object({
  employee_id: dbId(),
  date: ZDate,
  cessationReason: z.enum(CESSATION_REASONS, { error: msg('validation.required') }),
  reason: requiredText(300),
});
export type TStatusChangeBody = z.infer<typeof ZStatusChangeBody>;

export const ZActivateBody = z.object({
  employee_id: dbId(),
  date: ZDate,
  reason: z.string().max(300).optional(),
});

export const ZEmployeesByTypeBody = z.object({
  personal_type: z.enum(PERSONAL_TYPES, { error: msg('validation.required') }),
});

export const ZAttendanceCode = z.object({ code: z.string(), qrDataUrl: z.string() });
export const ZLastEmployeeId = z.object({ id: z.number().nullable(), nextPersonalCode: z.string() });

export const ZImportReport = z.object({
  total: z.number(),
  created: z.number(),
  refused: z.array(z.object({ row: z.number(), errors: z.record(z.string(), z.array(z.string())) })),
});
export type TImportReport = z.infer<typeof ZImportReport>;

export type TEmployeeCreated = z.infer<typeof ZEmployeeCreated>;
export type TEmployeeUpdated = z.infer<typeof ZEmployeeUpdated>;
export type TAttendanceCode = z.infer<typeof ZAttendanceCode>;
export type TLastEmployeeId = z.infer<typeof ZLastEmployeeId>;
export type TActivateBody = z.infer<typeof ZActivateBody>;
