import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  type Language,
  type TImportReport,
  translateFields,
  ZEmployeeCreateBody,
} from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, conflict, type FieldErrors } from '../../platform/errors/app-error.ts';
import { isUniqueViolation } from '../../platform/errors/db-errors.ts';
import { XLSX_MIME } from '../../platform/export/xlsx.ts';
import type { Upload } from '../../platform/files/upload.ts';
import { listAreas, listCampuses } from '../catalog/index.ts';
import { listPositions } from '../references/index.ts';
import { type ImportRow, readImportFile } from './employee-import.ts';
import { checkJobReferences, checkPersonalReferences } from './employee-references.ts';
import { assignStandardSchedule } from './employee-schedule.repository.ts';
import { scopeOf, seesArea } from './employee-scope.ts';
import { documentTaken, insertEmployee, type NewEmployee } from './employee-write.repository.ts';

const IMPORT_TYPES = [XLSX_MIME, 'text/csv'];

/** What the import route accepts before handing the file over (`readUpload`). */
export const IMPORT_UPLOAD = { maxBytes: IMPORT_MAX_BYTES, types: IMPORT_TYPES } as const;
const DOC_ALIASES: Record<string, string> = {
  DNI: '01',
  CE: '04',
  RUC: '06',
  PASAPORTE: '07',
  PASSPORT: '07',
};

type Lookup = Map<string, number>;
const byName = (rows: { id: number; name: string }[]) =>
  new Map(rows.map((r) => [r.name.trim().toLowerCase(), r.id]));
const resolve = (lookup: Lookup, value: string | undefined) =>
  value === undefined
    ? undefined
    : /^\d+$/.test(value)
      ? Number(value)
      : (lookup.get(value.trim().toLowerCase()) ?? -1);

const loadLookups = async (db: DbOrTx) => ({
  campuses: byName(await listCampuses(db)),
  areas: byName(await listAreas(db)),
  positions: await listPositions(db),
});

/**
 * One file row as the create form would send it; names of campus, area and position resolve to
 * ids, and a name that matches nothing is reported as such rather than as a missing value.
 */
const toInput = (v: ImportRow['values'], lookups: Awaited<ReturnType<typeof loadLookups>>) => {
  const areaId = resolve(lookups.areas, v.area);
  const position = v.position?.trim().toLowerCase();
  const positionId =
    v.position && /^\d+$/.test(v.position)
      ? Number(v.position)
      : (lookups.positions.find((p) => p.name.toLowerCase() === position && p.areaId === areaId)?.id ??
        (v.position ? -1 : undefined));
  const docType = v.document_type?.toUpperCase();
  const campusId = resolve(lookups.campuses, v.campus);
  const unresolved: FieldErrors = {};
  if (campusId === -1) unresolved['job.campusId'] = ['validation.notFoundRef'];
  if (areaId === -1) unresolved['job.areaId'] = ['validation.notFoundRef'];
  if (positionId === -1) unresolved['job.positionId'] = ['validation.notFoundRef'];
  const input = {
    documentType: DOC_ALIASES[docType ?? ''] ?? docType,
    documentNumber: v.document_number,
    firstNames: v.first_names,
    paternalSurname: v.paternal_surname,
    maternalSurname: v.maternal_surname,
    gender: v.gender?.toUpperCase(),
    maritalStatus: v.marital_status,
    nationality: v.nationality?.toUpperCase(),
    birthDate: v.birth_date,
    mobilePhone: v.mobile_phone,
    personalEmail: v.personal_email,
    address: v.address,
    country: 'PE',
    districtUbigeo: v.district_ubigeo,
    job: {
      campusId,
      areaId,
      positionId,
      personalType: v.personal_type,
      laborRegime: v.labor_regime,
      startDate: v.start_date,
      contractType: v.contract_type,
      contractEndDate: v.contract_end_date,
      salary: v.salary,
      pensionSystem: v.pension_system,
      cuspp: v.cuspp,
      afpCommissionType: v.afp_commission_type,
    },
    bankAccounts:
      v.bank || v.account_number || v.cci
        ? [{ bank: v.bank, accountType: 'salary', accountNumber: v.account_number, cci: v.cci }]
        : [],
  };
  return { input, unresolved };
};

/**
 * Imports new personnel from a spreadsheet. Every row is checked like the create form; the good
 * rows are written together in one transaction, and the report names each refused row and why.
 */
export const createEmployeeImportService = ({ db }: Deps) => ({
  import: async (actor: Actor, upload: Upload, lang: Language): Promise<TImportReport> => {
    const rows = await readImportFile(upload.data, upload.mimeType);
    if (rows.length === 0) throw badRequest('VALIDATION_ERROR', { file: ['validation.array'] });
    if (rows.length > IMPORT_MAX_ROWS)
      throw badRequest('VALIDATION_ERROR', { file: [`validation.max|{"max":${IMPORT_MAX_ROWS}}`] });
    const lookups = await loadLookups(db);
    const scope = await scopeOf(db, actor.user);
    const seen = new Set<string>();
    const good: { row: number; input: NewEmployee }[] = [];
    const refused: TImportReport['refused'] = [];

    for (const { row, values } of rows) {
      const { input: raw, unresolved } = toInput(values, lookups);
      const parsed = ZEmployeeCreateBody.safeParse(raw);
      if (!parsed.success || Object.keys(unresolved).length) {
        const errors: FieldErrors = {};
        for (const issue of parsed.error?.issues ?? []) {
          const key = issue.path.join('.') || '_';
          errors[key] = [...(errors[key] ?? []), issue.message];
        }
        refused.push({ row, errors: translateFields(lang, { ...errors, ...unresolved }) });
        continue;
      }
      const input = parsed.data;
      const errors: FieldErrors = {
        ...(await checkPersonalReferences(db, input)),
        ...(await checkJobReferences(db, input.job, 'job.')),
      };
      const docKey = `${input.documentType}:${input.documentNumber}`;
      if (seen.has(docKey)) errors.documentNumber = ['validation.duplicateInFile'];
      else if (await documentTaken(db, input.documentType, input.documentNumber)) {
        errors.documentNumber = ['errors.DOCUMENT_ALREADY_REGISTERED'];
      }
      if (!seesArea(scope, input.job.areaId)) errors['job.areaId'] = ['errors.ROW_NOT_ALLOWED'];
      seen.add(docKey);
      if (Object.keys(errors).length) refused.push({ row, errors: translateFields(lang, errors) });
      else good.push({ row, input });
    }

    try {
      await db.transaction(async (tx) => {
        const ids: number[] = [];
        for (const { input } of good) {
          const id = await insertEmployee(tx, input, actor.user.id);
          await assignStandardSchedule(tx, id, input.job, actor.user.id);
          ids.push(id);
        }
        await recordAudit(tx, actor, {
          action: 'import',
          entity: 'employee',
          entityId: null,
          after: { file: upload.originalName, created: ids, refusedRows: refused.map((r) => r.row) },
        });
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict('DOCUMENT_ALREADY_REGISTERED');
      throw err;
    }
    return { total: rows.length, created: good.length, refused };
  },
});

export type EmployeeImportService = ReturnType<typeof createEmployeeImportService>;
