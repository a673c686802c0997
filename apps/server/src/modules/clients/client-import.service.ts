import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type Language,
  type TImportReport,
  translateFields,
  ZClientCreateBody,
} from '@zerg/shared';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, type FieldErrors } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import type { Upload } from '../../platform/files/upload.ts';
import { readSheet, SHEET_IMPORT_TYPES } from '../../platform/import/sheet-import.ts';
import { findClientByDocument } from './client.repository.ts';
import { checkClientReferences, documentTaken } from './client.service.ts';
import { CLIENT_IMPORT_COLUMNS, clientRowToInput } from './client-import.ts';
import { type ClientInput, insertClient } from './client-write.repository.ts';

export const CLIENT_IMPORT_UPLOAD = { maxBytes: IMPORT_MAX_BYTES, types: SHEET_IMPORT_TYPES } as const;

/**
 * Imports clients from the template. All or nothing: every row is checked like the create form, and
 * a file with any refused row writes no client, so a corrected file can simply be sent again.
 */
export const createClientImportService = ({ db }: Deps) => ({
  import: async (actor: Actor, upload: Upload, lang: Language): Promise<TImportReport> => {
    const rows = await readSheet(upload.data, upload.mimeType, CLIENT_IMPORT_COLUMNS);
    if (rows.length === 0) throw badRequest('VALIDATION_ERROR', { file: ['validation.array'] });
    if (rows.length > IMPORT_MAX_ROWS)
      throw badRequest('VALIDATION_ERROR', { file: [`validation.max|{"max":${IMPORT_MAX_ROWS}}`] });
    const seen = new Set<string>();
    const good: ClientInput[] = [];
    const refused: TImportReport['refused'] = [];
    for (const { row, values } of rows) {
      const parsed = ZClientCreateBody.safeParse(clientRowToInput(values));
      if (!parsed.success) {
        const errors: FieldErrors = {};
        for (const issue of parsed.error.issues) {
          const key = issue.path.join('.') || '_';
          errors[key] = [...(errors[key] ?? []), issue.message];
        }
        refused.push({ row, errors: translateFields(lang, errors) });
        continue;
      }
      const input = parsed.data;
      const errors = await checkClientReferences(db, input, null);
      if (seen.has(input.documentNumber)) errors.documentNumber = ['validation.duplicateInFile'];
      else if (await findClientByDocument(db, input.documentNumber)) {
        errors.documentNumber = ['errors.DOCUMENT_ALREADY_REGISTERED'];
      }
      seen.add(input.documentNumber);
      if (Object.keys(errors).length) refused.push({ row, errors: translateFields(lang, errors) });
      else good.push(input);
    }
    if (refused.length) return { total: rows.length, created: 0, refused };
    try {
      await db.transaction(async (tx) => {
        const ids: number[] = [];
        for (const input of good) ids.push(await insertClient(tx, input, actor.user.id));
        await recordAudit(tx, actor, {
          action: 'import',
          entity: 'client',
          entityId: null,
          after: { file: upload.originalName, created: ids },
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw documentTaken();
      throw err;
    }
    return { total: rows.length, created: good.length, refused };
  },
});

export type ClientImportService = ReturnType<typeof createClientImportService>;
