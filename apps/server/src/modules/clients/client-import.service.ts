import { type Language, SECTION_IDS, ZClientCreateBody } from '@zerg/shared';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { FieldErrors } from '../../platform/errors/app-error.ts';
import type { Upload } from '../../platform/files/upload.ts';
import { type SheetImportJob, startSheetImport } from '../../platform/import/sheet-import-job.ts';
import type { ModuleContext } from '../../platform/module-manifest.ts';
import { findClientByDocument } from './client.repository.ts';
import { checkClientReferences, documentTaken } from './client.service.ts';
import { CLIENT_IMPORT_COLUMNS, type ClientImportColumn, clientRowToInput } from './client-import.ts';
import { type ClientInput, insertClient } from './client-write.repository.ts';

/**
 * Imports clients from the template, as a job (`platform/import/sheet-import-job.ts`). All or
 * nothing: every row is checked like the create form, and a file with any refused row writes no
 * client, so a corrected file can simply be sent again.
 */
export const CLIENT_IMPORT: SheetImportJob<ClientImportColumn, { seen: Set<string> }, ClientInput> = {
  kind: 'client-import',
  section: SECTION_IDS.CLIENTS,
  columns: CLIENT_IMPORT_COLUMNS,
  required: ['document_number'],
  writes: 'all-or-nothing',
  prepare: async () => ({ seen: new Set<string>() }),
  check: async (db, { seen }, values) => {
    const parsed = ZClientCreateBody.safeParse(clientRowToInput(values));
    if (!parsed.success) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path.join('.') || '_';
        errors[key] = [...(errors[key] ?? []), issue.message];
      }
      return { errors };
    }
    const input = parsed.data;
    const errors = await checkClientReferences(db, input, null);
    if (seen.has(input.documentNumber)) errors.documentNumber = ['validation.duplicateInFile'];
    else if (await findClientByDocument(db, input.documentNumber)) {
      errors.documentNumber = ['errors.DOCUMENT_ALREADY_REGISTERED'];
    }
    seen.add(input.documentNumber);
    return Object.keys(errors).length ? { errors } : { input };
  },
  write: async (tx, actor, good, file) => {
    const ids: number[] = [];
    for (const input of good) ids.push(await insertClient(tx, input, actor.user.id));
    await recordAudit(tx, actor, {
      action: 'import',
      entity: 'client',
      entityId: null,
      after: { file: file.name, created: ids },
    });
  },
  taken: documentTaken,
};

/** The import's request half: checks and stores the file, answers the job's batch id. */
export const createClientImportService = (deps: ModuleContext) => ({
  import: (actor: Actor, upload: Upload, lang: Language) =>
    startSheetImport(deps, CLIENT_IMPORT, actor, upload, lang),
});

export type ClientImportService = ReturnType<typeof createClientImportService>;
