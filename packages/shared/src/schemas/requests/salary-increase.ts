import { z } from 'zod';
import { requiredText } from '../../validation/rules.ts';
import { listQuery, listResponse } from '../common.ts';
import { ZDate } from '../rrhh/fields.ts';
import { REQUEST_STATUSES, requestFilters, ZPositiveMoney, ZRequestEmployeeId } from './request-fields.ts';

/** A chief asks for a raise for someone of their area; HR or the CEO decides. */
export const ZSalaryIncreaseCreateBody = z.object({
  employeeId: ZRequestEmployeeId,
  newSalary: ZPositiveMoney,
  reason: requiredText(500),
  effectiveDate: ZDate,
});
export type TSalaryIncreaseCreateBody = z.infer<typeof ZSalaryIncreaseCreateBody>;
export type TSalaryIncreaseCreateInput = z.input<typeof ZSalaryIncreaseCreateBody>;

export const ZSalaryIncrease = z.object({
  id: z.number(),
  employeeId: z.number(),
  employeeName: z.string(),
  areaId: z.number().nullable(),
  areaName: z.string().nullable(),
  /** The salary when the request was made, and the one asked for (decimal strings). */
  currentSalary: z.string(),
  newSalary: z.string(),
  currency: z.string(),
  reason: z.string(),
  effectiveDate: z.string(),
  status: z.enum(REQUEST_STATUSES),
  requestedByName: z.string().nullable(),
  requestedAt: z.string(),
  decidedByName: z.string().nullable(),
  decidedAt: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  /** The caller may approve or reject it now. */
  canDecide: z.boolean(),
  /** Who decides it when it went up a level (its requester or worker would normally decide); empty: the usual deciders. */
  escalatedTo: z.array(z.string()),
});
export type TSalaryIncrease = z.infer<typeof ZSalaryIncrease>;

export const SALARY_INCREASE_SORTABLE = [
  'employeeName',
  'effectiveDate',
  'newSalary',
  'requestedAt',
  'status',
] as const;

export const ZSalaryIncreaseListQuery = listQuery(z.object(requestFilters), SALARY_INCREASE_SORTABLE);
export type TSalaryIncreaseListQuery = z.input<typeof ZSalaryIncreaseListQuery>;
export const ZSalaryIncreaseListResponse = listResponse(ZSalaryIncrease);
export type TSalaryIncreaseListResponse = z.infer<typeof ZSalaryIncreaseListResponse>;
