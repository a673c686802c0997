import type { QueryClient } from '@tanstack/react-query';
import { type ReferenceName, referenceKey } from '../../../reference-data/keys';

/** Query keys of the organisation feature; a save refreshes its lists and the pickers it feeds. */
export const ORGANISATION_QUERY_KEY = ['organisation'] as const;
export const organisationKey = (entity: 'companies' | 'areas' | 'roles' | 'areas-module') =>
  [...ORGANISATION_QUERY_KEY, entity] as const;

/** After a write: every organisation list (an area edit changes the areas-module list too) and the pickers. */
export const refreshAfterSave = (queryClient: QueryClient, ...pickers: ReferenceName[]) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: ORGANISATION_QUERY_KEY }),
    ...pickers.map((name) => queryClient.invalidateQueries({ queryKey: referenceKey(name) })),
  ]);
