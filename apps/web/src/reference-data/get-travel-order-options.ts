import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTravelOrderFormOptions } from '@zerg/shared';
import { apiPost } from '../lib/api-client';
import { referenceKey } from './keys';

/**
 * POST /api/operations/travel-order/form-options — service orders, vehicles and drivers of the
 * trips: the travel order form's pickers and the vehicle and driver filters of every operations list.
 */
export const getTravelOrderOptions = (signal?: AbortSignal) =>
  apiPost<TTravelOrderFormOptions>('/operations/travel-order/form-options', {}, { signal });

export const useTravelOrderOptions = (enabled = true) =>
  useQuery(
    queryOptions({
      queryKey: referenceKey('travelOrderOptions'),
      queryFn: ({ signal }) => getTravelOrderOptions(signal),
      enabled,
    }),
  );
