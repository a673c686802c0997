import {
  languageFromHeader,
  SECTION_IDS,
  ZDocumentBatchStarted,
  ZEmployeeFile,
  ZEmployeeFileList,
  ZEmployeeId,
  ZFileIdBody,
  ZId,
  ZOk,
} from '@zerg/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SIGNED_IN, sections } from '../../platform/access/access.ts';
import { actorOf } from '../../platform/auth/current-user.ts';
import { sendXlsx } from '../../platform/export/xlsx.ts';
import { readUpload } from '../../platform/files/upload.ts';
import { answers } from '../../platform/http/responses.ts';
import { sendFile } from '../../platform/http/send-file.ts';
import { SHEET_IMPORT_UPLOAD } from '../../platform/import/sheet-import-job.ts';
import { type EmployeeFileService, FILE_UPLOAD, PHOTO_UPLOAD } from './employee-file.service.ts';
import type { EmployeeImportService } from './employee-import.service.ts';
import { importTemplate } from './employee-import.ts';
import type { WorksheetService } from './employee-worksheet.service.ts';

/** Files, photo, the record-sheet PDF and the bulk import: the routes that carry binary content. */
export const employeeDocumentRoutes =
  (
    files: EmployeeFileService,
    importer: EmployeeImportService,
    worksheets: WorksheetService,
  ): FastifyPluginAsyncZod =>
  async (app) => {
    const tags = ['employees'];
    const hr = { access: sections(SECTION_IDS.EMPLOYEES) };
    const multipart = { consumes: ['multipart/form-data'] };

    app.post(
      '/rrhh/employee/list-files',
      { config: hr, schema: { tags, body: ZEmployeeId, response: answers(ZEmployeeFileList) } },
      (req) => files.list(actorOf(req), req.body.employee_id),
    );
    app.post(
      '/rrhh/employee/upload-file',
      { config: hr, schema: { tags, ...multipart, response: answers(ZEmployeeFile) } },
      async (req) => files.upload(actorOf(req), await readUpload(req, FILE_UPLOAD)),
    );
    app.get(
      '/rrhh/employee/file/:file_id',
      {
        config: hr,
        schema: { tags, params: z.object({ file_id: ZId }) },
      },
      async (req, reply) => {
        const file = await files.download(actorOf(req), req.params.file_id);
        return sendFile(reply, file);
      },
    );
    app.post(
      '/rrhh/employee/delete-file',
      { config: hr, schema: { tags, body: ZFileIdBody, response: answers(ZOk) } },
      async (req) => {
        await files.remove(actorOf(req), req.body.file_id);
        return { ok: true as const };
      },
    );
    app.post(
      '/rrhh/employee/update-photo',
      { config: hr, schema: { tags, ...multipart, response: answers(z.object({ hasPhoto: z.boolean() })) } },
      async (req) => files.updatePhoto(actorOf(req), await readUpload(req, PHOTO_UPLOAD)),
    );
    app.get(
      '/rrhh/employee/photo/:employee_id',
      {
        config: { access: SIGNED_IN },
        schema: { tags, params: z.object({ employee_id: ZId }) },
      },
      async (req, reply) => {
        const photo = await files.photo(actorOf(req), req.params.employee_id);
        const png = photo.subarray(1, 4).toString() === 'PNG';
        // A person's face: through sendFile like every download, so no cache keeps it.
        return sendFile(
          reply,
          {
            fileName: `photo-${req.params.employee_id}.${png ? 'png' : 'jpg'}`,
            mime: png ? 'image/png' : 'image/jpeg',
            content: photo,
          },
          { inline: true },
        );
      },
    );
    app.post(
      '/rrhh/employee/generate-worksheet-pdf',
      { config: { access: SIGNED_IN }, schema: { tags, body: ZEmployeeId } },
      async (req, reply) => {
        const { pdf, fileName } = await worksheets.render(
          actorOf(req),
          req.body.employee_id,
          languageFromHeader(req.headers['accept-language']),
        );
        return sendFile(reply, { fileName, mime: 'application/pdf', content: pdf });
      },
    );
    app.post(
      '/rrhh/employee/insert-news-employees',
      {
        config: hr,
        schema: {
          tags,
          ...multipart,
          summary: 'Starts an import job; its report arrives with the batch (documents/batch/get)',
          response: answers(ZDocumentBatchStarted),
        },
      },
      async (req) =>
        importer.import(
          actorOf(req),
          await readUpload(req, SHEET_IMPORT_UPLOAD),
          languageFromHeader(req.headers['accept-language']),
        ),
    );
    app.get('/rrhh/employee/import-template', { config: hr, schema: { tags } }, async (_req, reply) =>
      sendXlsx(reply, 'employees-import', await importTemplate()),
    );
  };
