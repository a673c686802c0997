import type { ZVehicleCreateBody } from '@zerg/shared';
import type { z } from 'zod';
import type { DbOrTx } from '../../db/client.ts';
import { conflict, type FieldErrors } from '../../platform/errors/app-error.ts';
import { companyById } from '../references/index.ts';
import { findBrand, findModel, findType } from './fleet-catalog.repository.ts';

export type VehicleInput = z.output<typeof ZVehicleCreateBody>;

export const plateTaken = () =>
  conflict('PLATE_ALREADY_REGISTERED', { plate: ['errors.PLATE_ALREADY_REGISTERED'] });

/** The brand, type and owner must exist, and the model must be one of the brand's. */
export const checkVehicleReferences = async (db: DbOrTx, input: VehicleInput): Promise<FieldErrors> => {
  const errors: FieldErrors = {};
  const [brand, model, type, company] = await Promise.all([
    findBrand(db, input.brandId),
    findModel(db, input.modelId),
    findType(db, input.typeId),
    companyById(db, input.companyId),
  ]);
  if (!brand) errors.brandId = ['validation.notFoundRef'];
  if (!model) errors.modelId = ['validation.notFoundRef'];
  else if (model.brandId !== input.brandId) errors.modelId = ['validation.modelOfBrand'];
  if (!type) errors.typeId = ['validation.notFoundRef'];
  if (!company) errors.companyId = ['validation.notFoundRef'];
  return errors;
};
