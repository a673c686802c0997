import {
  languageFromHeader,
  SECTION_IDS,
  ZDocumentBatchStarted,
  ZHistoryPage,
  ZHistoryQuery,
  ZIdBody,
  ZOption,
  ZVehicle,
  ZVehicleBrand,
  ZVehicleBrandBody,
  ZVehicleBrandListQuery,
  ZVehicleBrandListResponse,
  ZVehicleBrandUpdateBody,
  ZVehicleCreateBody,
  ZVehicleDocument,
  ZVehicleListQuery,
  ZVehicleListResponse,
  ZVehicleModel,
  ZVehicleModelBody,
  ZVehicleModelListQuery,
  ZVehicleModelListResponse,
  ZVehicleModelSelectBody,
  ZVehicleModelUpdateBody,
  ZVehicleSelectBody,
  ZVehicleType,
  ZVehicleTypeBody,
  ZVehicleTypeListQuery,
  ZVehicleTypeListResponse,
  ZVehicleTypeUpdateBody,
  ZVehicleUpdateBody,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendExport } from '../../platform/export/list-export.ts';
import { sendXlsx } from '../../platform/export/xlsx.ts';
import { readUpload } from '../../platform/files/upload.ts';
import { answers } from '../../platform/http/responses.ts';
import { sendFile } from '../../platform/http/send-file.ts';
import { sheetTemplate } from '../../platform/import/sheet-import.ts';
import { SHEET_IMPORT_UPLOAD } from '../../platform/import/sheet-import-job.ts';
import type { FleetCatalogService } from './fleet-catalog.service.ts';
import type { VehicleService } from './vehicle.service.ts';
import { VEHICLE_DOCUMENT_UPLOAD, type VehicleDocumentService } from './vehicle-document.service.ts';
import type { VehicleImportService } from './vehicle-import.service.ts';
import { VEHICLE_IMPORT_COLUMNS, VEHICLE_IMPORT_EXAMPLE } from './vehicle-import.ts';

export const fleetRoutes =
  (
    vehicles: VehicleService,
    catalog: FleetCatalogService,
    documents: VehicleDocumentService,
    importer: VehicleImportService,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['vehicles'];
    const config = { access: sections(SECTION_IDS.VEHICLES) };
    const lang = (header: string | undefined) => languageFromHeader(header);
    const select = z.array(ZOption);
    const pickers = {
      access: sections(SECTION_IDS.VEHICLES, SECTION_IDS.CLIENTS, SECTION_IDS.TRAVEL_ROUTES),
    };

    /* Vehicles */
    app.post(
      '/setting/vehicle/list',
      { config, schema: { tags, body: ZVehicleListQuery, response: answers(ZVehicleListResponse) } },
      (req) => vehicles.list(req.body),
    );
    app.post(
      '/setting/vehicle/export',
      { config, schema: { tags, body: ZVehicleListQuery } },
      async (req, reply) =>
        sendExport(
          reply,
          await vehicles.export(actorOf(req), req.body, lang(req.headers['accept-language'])),
        ),
    );
    app.post(
      '/setting/vehicle/create',
      { config, schema: { tags, body: ZVehicleCreateBody, response: answers(ZVehicle) } },
      (req) => vehicles.create(actorOf(req), req.body),
    );
    app.post(
      '/setting/vehicle/update',
      { config, schema: { tags, body: ZVehicleUpdateBody, response: answers(ZVehicle) } },
      (req) => vehicles.update(actorOf(req), req.body),
    );
    app.post(
      '/setting/vehicle/history/list',
      { config, schema: { tags, body: ZHistoryQuery, response: answers(ZHistoryPage) } },
      (req) => vehicles.history(req.body),
    );
    app.post(
      '/setting/vehicle/get',
      { config, schema: { tags, body: ZIdBody, response: answers(ZVehicle) } },
      (req) => vehicles.getOne(req.body.id),
    );
    app.post(
      '/setting/vehicle/activate',
      { config, schema: { tags, body: ZIdBody, response: answers(ZVehicle) } },
      (req) => vehicles.activate(actorOf(req), req.body.id),
    );
    app.post(
      '/setting/vehicle/deactivate',
      { config, schema: { tags, body: ZIdBody, response: answers(ZVehicle) } },
      (req) => vehicles.deactivate(actorOf(req), req.body.id),
    );
    app.post(
      '/setting/vehicle/select',
      { config, schema: { tags, body: ZVehicleSelectBody, response: answers(select) } },
      (req) => vehicles.select(req.body.typeId),
    );
    app.post(
      '/setting/vehicle/upload-document',
      {
        config,
        schema: { tags, consumes: ['multipart/form-data'], response: answers(z.array(ZVehicleDocument)) },
      },
      async (req) => documents.upload(actorOf(req), await readUpload(req, VEHICLE_DOCUMENT_UPLOAD)),
    );
    app.get(
      '/setting/vehicle/document/:document_id',
      {
        config,
        schema: {
          tags,
          params: z.object({ document_id: z.coerce.number().int().positive().max(2_147_483_647) }),
        },
      },
      async (req, reply) => {
        const file = await documents.download(req.params.document_id);
        return sendFile(reply, file);
      },
    );
    app.post(
      '/setting/vehicle/import',
      {
        config,
        schema: {
          tags,
          consumes: ['multipart/form-data'],
          summary: 'Starts an import job; its report arrives with the batch (documents/batch/get)',
          response: answers(ZDocumentBatchStarted),
        },
      },
      async (req) =>
        importer.import(
          actorOf(req),
          await readUpload(req, SHEET_IMPORT_UPLOAD),
          lang(req.headers['accept-language']),
        ),
    );
    app.get('/setting/vehicle/import-template', { config, schema: { tags } }, async (_req, reply) =>
      sendXlsx(
        reply,
        'vehicles-import',
        await sheetTemplate('vehicles', VEHICLE_IMPORT_COLUMNS, [VEHICLE_IMPORT_EXAMPLE]),
      ),
    );

    /* Brands */
    const brands = catalog.brands;
    app.post(
      '/setting/vehicle-brand/list',
      {
        config,
        schema: { tags, body: ZVehicleBrandListQuery, response: answers(ZVehicleBrandListResponse) },
      },
      (req) => brands.list(req.body),
    );
    app.post(
      '/setting/vehicle-brand/export',
      { config, schema: { tags, body: ZVehicleBrandListQuery } },
      async (req, reply) =>
        sendXlsx(
          reply,
          'vehicle-brands',
          await brands.export(req.body, lang(req.headers['accept-language'])),
        ),
    );
    app.post(
      '/setting/vehicle-brand/create',
      { config, schema: { tags, body: ZVehicleBrandBody, response: answers(ZVehicleBrand) } },
      (req) => brands.create(actorOf(req), req.body),
    );
    app.post(
      '/setting/vehicle-brand/update',
      { config, schema: { tags, body: ZVehicleBrandUpdateBody, response: answers(ZVehicleBrand) } },
      (req) => brands.update(actorOf(req), req.body),
    );
    app.post(
      '/setting/vehicle-brand/activate',
      { config, schema: { tags, body: ZIdBody, response: answers(ZVehicleBrand) } },
      (req) => brands.setActive(actorOf(req), req.body.id, true),
    );
    app.post(
      '/setting/vehicle-brand/deactivate',
      { config, schema: { tags, body: ZIdBody, response: answers(ZVehicleBrand) } },
      (req) => brands.setActive(actorOf(req), req.body.id, false),
    );
    app.get('/setting/vehicle-brand/select', { config, schema: { tags, response: answers(select) } }, () =>
      brands.select(),
    );

    /* Models */
    const models = catalog.models;
    app.post(
      '/setting/vehicle-model/list',
      {
        config,
        schema: { tags, body: ZVehicleModelListQuery, response: answers(ZVehicleModelListResponse) },
      },
      (req) => models.list(req.body),
    );
    app.post(
      '/setting/vehicle-model/export',
      { config, schema: { tags, body: ZVehicleModelListQuery } },
      async (req, reply) =>
        sendXlsx(
          reply,
          'vehicle-models',
          await models.export(req.body, lang(req.headers['accept-language'])),
        ),
    );
    app.post(
      '/setting/vehicle-model/create',
      { config, schema: { tags, body: ZVehicleModelBody, response: answers(ZVehicleModel) } },
      (req) => models.create(actorOf(req), req.body),
    );
    app.post(
      '/setting/vehicle-model/update',
      { config, schema: { tags, body: ZVehicleModelUpdateBody, response: answers(ZVehicleModel) } },
      (req) => models.update(actorOf(req), req.body),
    );
    app.post(
      '/setting/vehicle-model/activate',
      { config, schema: { tags, body: ZIdBody, response: answers(ZVehicleModel) } },
      (req) => models.setActive(actorOf(req), req.body.id, true),
    );
    app.post(
      '/setting/vehicle-model/deactivate',
      { config, schema: { tags, body: ZIdBody, response: answers(ZVehicleModel) } },
      (req) => models.setActive(actorOf(req), req.body.id, false),
    );
    app.post(
      '/setting/vehicle-model/select',
      { config, schema: { tags, body: ZVehicleModelSelectBody, response: answers(select) } },
      (req) => models.select(req.body.brandId),
    );

    /* Types */
    const types = catalog.types;
    app.post(
      '/setting/vehicle-type/list',
      { config, schema: { tags, body: ZVehicleTypeListQuery, response: answers(ZVehicleTypeListResponse) } },
      (req) => types.list(req.body),
    );
    app.post(
      '/setting/vehicle-type/export',
      { config, schema: { tags, body: ZVehicleTypeListQuery } },
      async (req, reply) =>
        sendXlsx(reply, 'vehicle-types', await types.export(req.body, lang(req.headers['accept-language']))),
    );
    app.post(
      '/setting/vehicle-type/create',
      { config, schema: { tags, body: ZVehicleTypeBody, response: answers(ZVehicleType) } },
      (req) => types.create(actorOf(req), req.body),
    );
    app.post(
      '/setting/vehicle-type/update',
      { config, schema: { tags, body: ZVehicleTypeUpdateBody, response: answers(ZVehicleType) } },
      (req) => types.update(actorOf(req), req.body),
    );
    app.post(
      '/setting/vehicle-type/activate',
      { config, schema: { tags, body: ZIdBody, response: answers(ZVehicleType) } },
      (req) => types.setActive(actorOf(req), req.body.id, true),
    );
    app.post(
      '/setting/vehicle-type/deactivate',
      { config, schema: { tags, body: ZIdBody, response: answers(ZVehicleType) } },
      (req) => types.setActive(actorOf(req), req.body.id, false),
    );
    app.get(
      '/setting/vehicle-type/select',
      // Also the rate form's picker, open to whoever manages rates (clients or travel routes).
      {
        config: pickers,
        schema: { tags, response: answers(z.array(ZOption.extend({ defaultAxles: z.number() }))) },
      },
      () => types.select(),
    );
  };
