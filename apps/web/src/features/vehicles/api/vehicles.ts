import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TDocumentBatchStarted,
  TVehicle,
  TVehicleCreateBody,
  TVehicleDocument,
  TVehicleListQuery,
  TVehicleListResponse,
  TVehicleUpdateBody,
} from '@zerg/shared';
import type { ListParams } from '../../../components/use-list-state';
import { apiDownload, apiGetFile, apiPost, apiUpload } from '../../../lib/api-client';
import { saveFile } from '../../../lib/download';
import { VEHICLES_QUERY_KEY } from './keys';

export type VehicleFilters = NonNullable<TVehicleListQuery['filters']>;
export type VehicleListParams = ListParams<VehicleFilters>;

/** POST /api/setting/vehicle/list — one page of vehicles with their next document expiry. */
export const getVehicles = (params: VehicleListParams, signal?: AbortSignal) =>
  apiPost<TVehicleListResponse>('/setting/vehicle/list', params as TVehicleListQuery, { signal });

export const useVehicles = (params: VehicleListParams) =>
  useQuery(
    queryOptions({
      queryKey: [...VEHICLES_QUERY_KEY, 'list', params],
      queryFn: ({ signal }) => getVehicles(params, signal),
      placeholderData: keepPreviousData,
    }),
  );

/** POST /api/setting/vehicle/export — every filtered vehicle as .xlsx. */
export const exportVehicles = async (params: VehicleListParams) =>
  saveFile(await apiDownload('/setting/vehicle/export', params as TVehicleListQuery, 'vehicles.xlsx'));

/** POST /api/setting/vehicle/get — one vehicle with its documents; 404 VEHICLE_NOT_FOUND. */
export const getVehicle = (id: number, signal?: AbortSignal) =>
  apiPost<TVehicle>('/setting/vehicle/get', { id }, { signal });

export const useVehicle = (id: number | null) =>
  useQuery({
    queryKey: [...VEHICLES_QUERY_KEY, 'one', id],
    queryFn: ({ signal }) => getVehicle(id ?? 0, signal),
    enabled: Boolean(id),
  });

/** POST /api/setting/vehicle/create and /update — 409 PLATE_ALREADY_REGISTERED (with `errors.plate`). */
export const saveVehicle = (body: TVehicleCreateBody | TVehicleUpdateBody) =>
  apiPost<TVehicle>('id' in body ? '/setting/vehicle/update' : '/setting/vehicle/create', body);

export const useSaveVehicle = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveVehicle,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VEHICLES_QUERY_KEY }),
  });
};

/** POST /api/setting/vehicle/activate and /deactivate. */
export const setVehicleActive = ({ id, active }: { id: number; active: boolean }) =>
  apiPost<TVehicle>(active ? '/setting/vehicle/activate' : '/setting/vehicle/deactivate', { id });

export const useSetVehicleActive = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setVehicleActive,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VEHICLES_QUERY_KEY }),
  });
};

export type VehicleDocumentUpload = {
  vehicleId: number;
  kind: TVehicleDocument['kind'];
  number: string;
  issueDate: string;
  expiryDate: string;
  file: File;
};

/** POST /api/setting/vehicle/upload-document — the text fields first, then the file (PDF or image). */
export const uploadVehicleDocument = (d: VehicleDocumentUpload) =>
  apiUpload<TVehicleDocument[]>('/setting/vehicle/upload-document', [
    ['vehicle_id', String(d.vehicleId)],
    ['kind', d.kind],
    ['number', d.number],
    ['issue_date', d.issueDate],
    ['expiry_date', d.expiryDate],
    ['file', d.file],
  ]);

export const useUploadVehicleDocument = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadVehicleDocument,
    meta: { handlesErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: VEHICLES_QUERY_KEY }),
  });
};

/** GET /api/setting/vehicle/document/:id — the stored scan. */
export const downloadVehicleDocument = async (doc: TVehicleDocument) =>
  saveFile(await apiGetFile(`/setting/vehicle/document/${doc.id}`, doc.fileName ?? `${doc.kind}.pdf`));

/**
 * POST /api/setting/vehicle/import — answers the import job's batch; its report (all or nothing)
 * arrives with the batch.
 */
export const importVehicles = (file: File) =>
  apiUpload<TDocumentBatchStarted>('/setting/vehicle/import', [['file', file]]);

/** The import's start, and what a finished import that wrote rows refreshes. */
export const useImportVehicles = () => {
  const queryClient = useQueryClient();
  return {
    start: importVehicles,
    imported: () => void queryClient.invalidateQueries({ queryKey: VEHICLES_QUERY_KEY }),
  };
};

/** GET /api/setting/vehicle/import-template. */
export const downloadVehicleTemplate = async () =>
  saveFile(await apiGetFile('/setting/vehicle/import-template', 'vehicles-import.xlsx'));
