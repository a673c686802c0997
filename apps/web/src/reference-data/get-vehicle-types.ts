import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TOption } from '@zerg/shared';
import { apiGet } from '../lib/api-client';
import { referenceKey } from './keys';

export type VehicleTypeOption = TOption & { defaultAxles: number };

/** GET /api/setting/vehicle-type/select — the active vehicle types with their default axle count. */
export const getVehicleTypes = (signal?: AbortSignal): Promise<VehicleTypeOption[]> =>
  apiGet<VehicleTypeOption[]>('/setting/vehicle-type/select', { signal });

export const vehicleTypesQueryOptions = () =>
  queryOptions({ queryKey: referenceKey('vehicleTypes'), queryFn: ({ signal }) => getVehicleTypes(signal) });

export const useVehicleTypes = () => useQuery(vehicleTypesQueryOptions());
