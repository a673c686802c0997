import {
  type TEmployeeCreateBody,
  type TEmployeeUpdateBody,
  type TUpdateJobBody,
  ZEmployeeCreateBody,
  ZEmployeeUpdateBody,
  ZUpdateJobBody,
} from '@zerg/shared';
import type { FormRule } from 'antd';
import { type FieldPath, zodPathRule } from '../../../lib/zod-rule';
import {
  type CreateFormValues,
  type JobEditFormValues,
  type PersonalFormValues,
  toCreateBody,
  toJobBody,
  toUpdateBody,
} from './employee-form-values';

/**
 * The rule of a field whose validity depends on others (document number by type, district when the
 * country is Peru, age, contract end, CUSPP for AFP members). Each form checks its whole request
 * body with the shared schema of its endpoint and keeps the issues of that one field.
 */
export type CrossRule = (path: FieldPath) => FormRule;

export const createCrossRule: CrossRule = (path) =>
  zodPathRule(
    ZEmployeeCreateBody,
    path,
    (values): TEmployeeCreateBody => toCreateBody(values as CreateFormValues),
  );

export const updateCrossRule =
  (employeeId: number): CrossRule =>
  (path) =>
    zodPathRule(
      ZEmployeeUpdateBody,
      path,
      (values): TEmployeeUpdateBody => toUpdateBody(employeeId, values as PersonalFormValues),
    );

export const jobCrossRule =
  (employeeId: number): CrossRule =>
  (path) =>
    zodPathRule(
      ZUpdateJobBody,
      path,
      (values): TUpdateJobBody => toJobBody(employeeId, values as JobEditFormValues),
    );
