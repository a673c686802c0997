import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCodeName } from '@zerg/shared';
import { apiPost } from '../lib/api-client';
import { REFERENCE_STALE_TIME, referenceKey } from './keys';

/** POST /api/rrhh/employee/get-countries — ISO countries (code and Spanish name). */
export const getCountries = (signal?: AbortSignal): Promise<TCodeName[]> =>
  apiPost<TCodeName[]>('/rrhh/employee/get-countries', {}, { signal });

export const countriesQueryOptions = () =>
  queryOptions({
    queryKey: referenceKey('countries'),
    queryFn: ({ signal }) => getCountries(signal),
    staleTime: REFERENCE_STALE_TIME,
  });

export const useCountries = () => useQuery(countriesQueryOptions());
