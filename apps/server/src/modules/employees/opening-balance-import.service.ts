import { IMPORT_MAX_BYTES, type Language, type TImportReport, translateFields } from '@zerg/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { recordAudit } from '../../platform/audit/audit.service.ts';
import type { Actor } from '../../platform/auth/current-user.ts';
import type { Deps } from '../../platform/deps.ts';
import { badRequest, type FieldErrors } from '../../platform/errors/app-error.ts';
import { approvedRunMonths } from '../../platform/events/payroll-months.ts';
import { XLSX_MIME } from '../../platform/export/xlsx.ts';
import type { Upload } from '../../platform/files/upload.ts';
import { employees } from './employee.table.ts';
import { readImportFile } from './employee-import.ts';
import { employeeJobs } from './employee-job.table.ts';
import { employeeOpeningBalances } from './employee-prior-income.table.ts';
import { scopeOf, seesArea } from './employee-scope.ts';
import { OPENING_COLUMNS, type OpeningRowInput, parseOpeningRow } from './opening-balance-import.ts';
import { openingMonthProblem } from './prior-income-rules.ts';

/** A whole company's year: about a thousand workers by eleven months fits with room to spare. */
export const OPENING_IMPORT_MAX_ROWS = 24_000;
export const OPENING_IMPORT_UPLOAD = { maxBytes: IMPORT_MAX_BYTES, types: [XLSX_MIME, 'text/csv'] } as const;

const CHUNK = 1000;

type Worker = { id: number; startDate: string; companyId: number | null; areaId: number };

/**
 * Imports opening balances (one row per worker and month) for as many workers as the file names.
 * All or nothing: one refused row and nothing is written, and the report names every refused row
 * with its columns. A row for a worker and month already held replaces it; `created` counts the
 * rows written, new or replacing.
 */
export const createOpeningImportService = ({ db }: Deps) => ({
  import: async (actor: Actor, upload: Upload, lang: Language): Promise<TImportReport> => {
    const rows = await readImportFile(upload.data, upload.mimeType, OPENING_COLUMNS);
    if (rows.length === 0) throw badRequest('VALIDATION_ERROR', { file: ['validation.array'] });
    if (rows.length > OPENING_IMPORT_MAX_ROWS)
      throw badRequest('VALIDATION_ERROR', { file: [`validation.max|{"max":${OPENING_IMPORT_MAX_ROWS}}`] });

    const parsed = rows.map((r) => ({ row: r.row, result: parseOpeningRow(r.values) }));
    const documents = [
      ...new Set(
        parsed.flatMap((p) => (p.result.ok ? [`${p.result.documentType}:${p.result.documentNumber}`] : [])),
      ),
    ];
    const found = new Map<string, Worker>();
    for (let i = 0; i < documents.length; i += CHUNK) {
      const keys = documents.slice(i, i + CHUNK);
      const list = await db
        .select({
          key: sql<string>`${employees.documentType} || ':' || ${employees.documentNumber}`,
          id: employees.id,
          startDate: employeeJobs.startDate,
          companyId: employeeJobs.companyId,
          areaId: employeeJobs.areaId,
        })
        .from(employees)
        .innerJoin(employeeJobs, eq(employeeJobs.employeeId, employees.id))
        .where(inArray(sql`${employees.documentType} || ':' || ${employees.documentNumber}`, keys));
      for (const w of list) found.set(w.key, w);
    }
    const scope = await scopeOf(db, actor.user);
    const runMonths = new Map<string, number[]>();
    const seen = new Set<string>();
    const good: { row: number; employeeId: number; input: OpeningRowInput }[] = [];
    const refused: TImportReport['refused'] = [];

    for (const { row, result } of parsed) {
      if (!result.ok) {
        refused.push({ row, errors: translateFields(lang, result.errors) });
        continue;
      }
      const errors: FieldErrors = {};
      const worker = found.get(`${result.documentType}:${result.documentNumber}`);
      const { year, month } = result.input;
      // A worker outside the scope reads as unknown, so the file does not tell who exists elsewhere.
      if (!worker || !seesArea(scope, worker.areaId)) errors.document_number = ['validation.notFoundRef'];
      else {
        const key = `${worker.id}:${year}:${month}`;
        if (seen.has(key)) errors.month = ['validation.repeated'];
        seen.add(key);
        const companyYear = `${worker.companyId}:${year}`;
        if (worker.companyId !== null && !runMonths.has(companyYear))
          runMonths.set(companyYear, await approvedRunMonths(db, worker.companyId, year));
        const problem = openingMonthProblem(worker.startDate, year, month, runMonths.get(companyYear) ?? []);
        if (problem) errors[problem.field] = [problem.message];
      }
      if (Object.keys(errors).length) refused.push({ row, errors: translateFields(lang, errors) });
      else if (worker) good.push({ row, employeeId: worker.id, input: result.input });
    }
    if (refused.length) return { total: rows.length, created: 0, refused };

    await db.transaction(async (tx) => {
      const ids: number[] = [];
      const employeeIds = [...new Set(good.map((g) => g.employeeId))];
      const years = [...new Set(good.map((g) => g.input.year))];
      const replaced = employeeIds.length
        ? await tx
            .select()
            .from(employeeOpeningBalances)
            .where(
              and(
                inArray(employeeOpeningBalances.employeeId, employeeIds),
                inArray(employeeOpeningBalances.year, years),
              ),
            )
        : [];
      const written = new Set(good.map((g) => `${g.employeeId}:${g.input.year}:${g.input.month}`));
      for (let i = 0; i < good.length; i += CHUNK) {
        const chunk = good.slice(i, i + CHUNK);
        const out = await tx
          .insert(employeeOpeningBalances)
          .values(chunk.map((g) => ({ employeeId: g.employeeId, ...g.input, createdBy: actor.user.id })))
          .onConflictDoUpdate({
            target: [
              employeeOpeningBalances.employeeId,
              employeeOpeningBalances.year,
              employeeOpeningBalances.month,
            ],
            set: {
              income: sql`excluded.income`,
              quintaWithheld: sql`excluded.quinta_withheld`,
              gratificacion: sql`excluded.gratificacion`,
              cts: sql`excluded.cts`,
              vacationDays: sql`excluded.vacation_days`,
              updatedAt: new Date(),
            },
          })
          .returning({ id: employeeOpeningBalances.id });
        ids.push(...out.map((o) => o.id));
      }
      await recordAudit(tx, actor, {
        action: 'import',
        entity: 'employee_opening_balance',
        entityId: null,
        after: {
          file: upload.originalName,
          written: ids,
          replaced: replaced.filter((r) => written.has(`${r.employeeId}:${r.year}:${r.month}`)),
        },
      });
    });
    return { total: rows.length, created: good.length, refused: [] };
  },
});

export type OpeningImportService = ReturnType<typeof createOpeningImportService>;
