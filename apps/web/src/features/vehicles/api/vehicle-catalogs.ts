import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type {
  TOption,
  TVehicleBrand,
  TVehicleBrandListQuery,
  TVehicleModel,
  TVehicleModelListQuery,
  TVehicleType,
  TVehicleTypeListQuery,
} from '@zerg/shared';
import type { ListParams, ListResponse } from '../../../components/use-list-state';
import { apiDownload, apiGet, apiPost } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import { referenceKey } from '../../../reference-data/keys';
import { VEHICLES_QUERY_KEY } from './keys';

/** The three catalogues share their endpoints' shape: `/setting/<entity>/list|export|create|update|activate|deactivate`. */
export type CatalogEntity = 'vehicle-brand' | 'vehicle-model' | 'vehicle-type';
type Row = { 'vehicle-brand': TVehicleBrand; 'vehicle-model': TVehicleModel; 'vehicle-type': TVehicleType };
type Filters = {
  'vehicle-brand': NonNullable<TVehicleBrandListQuery['filters']>;
  'vehicle-model': NonNullable<TVehicleModelListQuery['filters']>;
  'vehicle-type': NonNullable<TVehicleTypeListQuery['filters']>;
};
export type CatalogFilters<E extends CatalogEntity> = Filters[E];
export type CatalogRow<E extends CatalogEntity> = Row[E];

/** The feature's queries, and the shared vehicle-type picker when a type changed. */
const refresh = (queryClient: QueryClient, entity: CatalogEntity) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: VEHICLES_QUERY_KEY }),
    entity === 'vehicle-type'
      ? queryClient.invalidateQueries({ queryKey: referenceKey('vehicleTypes') })
      : null,
  ]);

/** POST /api/setting/<entity>/list. */
export const useCatalogList = <E extends CatalogEntity>(entity: E, params: ListParams<Filters[E]>) =>
  useQuery({
    queryKey: [...VEHICLES_QUERY_KEY, entity, 'list', params],
    queryFn: ({ signal }) => apiPost<ListResponse<Row[E]>>(`/setting/${entity}/list`, params, { signal }),
    placeholderData: keepPreviousData,
  });

/** POST /api/setting/<entity>/export. */
export const exportCatalog = async <E extends CatalogEntity>(entity: E, params: ListParams<Filters[E]>) =>
  saveFile(await apiDownload(`/setting/${entity}/export`, params, `${entity}s.xlsx`));

/** POST /api/setting/<entity>/create or /update — 409 ALREADY_REGISTERED on `name`. */
export const useSaveCatalog = <E extends CatalogEntity>(entity: E) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      apiPost<Row[E]>(`/setting/${entity}/${'id' in body && body.id ? 'update' : 'create'}`, body),
    meta: { handlesErrors: true },
    onSuccess: () => refresh(queryClient, entity),
  });
};

/** POST /api/setting/<entity>/activate or /deactivate. */
export const useSetCatalogActive = (entity: CatalogEntity) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: number; active: boolean }) =>
      apiPost(`/setting/${entity}/${active ? 'activate' : 'deactivate'}`, { id }),
    onSuccess: () => refresh(queryClient, entity),
  });
};

/** GET /api/setting/vehicle-brand/select. */
export const useBrandOptions = () =>
  useQuery({
    queryKey: [...VEHICLES_QUERY_KEY, 'brand-options'],
    queryFn: ({ signal }) => apiGet<TOption[]>('/setting/vehicle-brand/select', { signal }),
  });

/** POST /api/setting/vehicle-model/select — the active models of a brand. */
export const useModelOptions = (brandId: number | null | undefined) =>
  useQuery({
    queryKey: [...VEHICLES_QUERY_KEY, 'model-options', brandId],
    queryFn: ({ signal }) => apiPost<TOption[]>('/setting/vehicle-model/select', { brandId }, { signal }),
    enabled: Boolean(brandId),
  });
