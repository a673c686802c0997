import { type Language, SECTION_IDS, ZEmployeeCreateBody } from '@zerg/shared';
import type { DbOrTx } from '../../db/client.ts';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor, EmployeeScope } from '../../platform/auth/current-user.ts';
import { conflict, type FieldErrors } from '../../platform/errors/app-error.ts';
import type { Upload } from '../../platform/files/upload.ts';
import { type SheetImportJob, startSheetImport } from '../../platform/import/sheet-import-job.ts';
import type { ModuleContext } from '../../platform/module-manifest.ts';
import { listAreas, listCampuses } from '../catalog/index.ts';
import { listPositions } from '../references/index.ts';
import { IMPORT_COLUMNS, type ImportColumn, type ImportRow } from './employee-import.ts';
import { checkJobReferences, checkPersonalReferences } from './employee-references.ts';
import { assignStandardSchedule } from './employee-schedule.repository.ts';
import { scopeOf, seesArea } from './employee-scope.ts';
import { documentTaken, insertEmployee, type NewEmployee } from './employee-write.repository.ts';

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

type Prepared = {
  lookups: Awaited<ReturnType<typeof loadLookups>>;
  scope: EmployeeScope;
  seen: Set<string>;
};

/**
 * Imports new personnel from a spreadsheet, as a job (`platform/import/sheet-import-job.ts`).
 * Every row is checked like the create form; the good rows are written together in one
 * transaction, and the report names each refused row and why. The sender's employee scope is taken
 * when the file is sent: an area chief imports into their own area only.
 */
export const EMPLOYEE_IMPORT: SheetImportJob<ImportColumn, Prepared, NewEmployee> = {
  kind: 'employee-import',
  section: SECTION_IDS.EMPLOYEES,
  columns: IMPORT_COLUMNS,
  required: ['document_type', 'document_number'],
  csvAsText: true,
  writes: 'good-rows',
  context: async (db, actor) => ({ scope: await scopeOf(db, actor.user) }),
  prepare: async (db, context) => ({
    lookups: await loadLookups(db),
    scope: context.scope as EmployeeScope,
    seen: new Set<string>(),
  }),
  check: async (db, { lookups, scope, seen }, values) => {
    const { input: raw, unresolved } = toInput(values, lookups);
    const parsed = ZEmployeeCreateBody.safeParse(raw);
    if (!parsed.success || Object.keys(unresolved).length) {
      const errors: FieldErrors = {};
      for (const issue of parsed.error?.issues ?? []) {
        const key = issue.path.join('.') || '_';
        errors[key] = [...(errors[key] ?? []), issue.message];
      }
      return { errors: { ...errors, ...unresolved } };
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
    return Object.keys(errors).length ? { errors } : { input };
  },
  write: async (tx, actor, good, file) => {
    const ids: number[] = [];
    for (const input of good) {
      const id = await insertEmployee(tx, input, actor.user.id);
      await assignStandardSchedule(tx, id, input.job, actor.user.id);
      ids.push(id);
    }
    await recordAudit(tx, actor, {
      action: 'import',
      entity: 'employee',
      entityId: null,
      after: { file: file.name, created: ids, refusedRows: file.refusedRows },
    });
  },
  taken: () => conflict('DOCUMENT_ALREADY_REGISTERED'),
};

/** The import's request half: checks and stores the file, answers the job's batch id. */
export const createEmployeeImportService = (deps: ModuleContext) => ({
  import: (actor: Actor, upload: Upload, lang: Language) =>
    startSheetImport(deps, EMPLOYEE_IMPORT, actor, upload, lang),
});

export type EmployeeImportService = ReturnType<typeof createEmployeeImportService>;
