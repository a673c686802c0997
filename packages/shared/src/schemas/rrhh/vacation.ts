import { z } from 'zod';
import { LABOR_REGIMES } from '../../catalog/rrhh.ts';
import { optionalText } from '../../validation/rules.ts';
import { dbId } from '../common.ts';
import { ZDate } from './fields.ts';

export const ZVacationBalance = z.object({
  serviceYear: z.number(),
  from: z.string(),
  to: z.string(),
  entitled: z.number(),
  taken: z.number(),
  scheduled: z.number(),
  balance: z.number(),
});
export type TVacationBalance = z.infer<typeof ZVacationBalance>;

export const ZVacationPeriod = z.object({
  id: z.number(),
  serviceYear: z.number(),
  startDate: z.string(),
  endDate: z.string(),
  days: z.number(),
  status: z.enum(['scheduled', 'taken']),
  notes: z.string().nullable(),
  createdAt: z.string(),
});
export type TVacationPeriod = z.infer<typeof ZVacationPeriod>;

export const ZEmployeeVacations = z.object({
  laborRegime: z.enum(LABOR_REGIMES).nullable(),
  daysPerYear: z.number(),
  serviceStart: z.string().nullable(),
  balances: z.array(ZVacationBalance),
  periods: z.array(ZVacationPeriod),
});
export type TEmployeeVacations = z.infer<typeof ZEmployeeVacations>;

export const ZRegisterVacationBody = z.object({
  employee_id: dbId(),
  serviceYear: z.number().int().min(1).max(80),
  startDate: ZDate,
  endDate: ZDate,
  notes: optionalText(300),
});
export type TRegisterVacationBody = z.infer<typeof ZRegisterVacationBody>;

export const ZCancelVacationBody = z.object({ vacation_id: dbId() });
