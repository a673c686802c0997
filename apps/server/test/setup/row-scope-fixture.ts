import { ROLE_IDS } from '@zerg/shared';
import ExcelJS from 'exceljs';
import JSZip from 'jszip';
import { insertRun, insertSlip } from './payslip-fixtures.ts';
import { pdfText } from './pdf-text.ts';
import type { TestContext } from './test-app.ts';
import { createTestUser, sessionToken } from './test-users.ts';

/** The demo's workshop (area 6, not HR) and its chief (employee 7, `taller@zerg.pe`). */
export const WORKSHOP_AREA = 6;
export const WORKSHOP_CHIEF_EMPLOYEE = 7;

export type RowScopeFixture = {
  /** An approved monthly run holding one slip of the workshop and one of another area. */
  runId: number;
  companyId: number;
  insider: { employeeId: number; slipId: number; documentNumber: string };
  outsider: { employeeId: number; slipId: number; documentNumber: string };
  /** The document number of every employee outside the workshop. */
  foreignDocuments: Set<string>;
  foreignIds: Set<number>;
};

const one = async <T extends object>(ctx: TestContext, text: string, values: unknown[] = []) => {
  const { rows } = await ctx.database.pool.query<T & Record<string, unknown>>(text, values);
  if (!rows[0]) throw new Error(`no row for ${text}`);
  return rows[0];
};

/**
 * A run far from the demo's own payrolls (March 2020) with a workshop worker's and an HR
 * worker's slips, and the markers that tell another area's worker in any answer.
 */
export const rowScopeFixture = async (ctx: TestContext): Promise<RowScopeFixture> => {
  const period = { year: 2020, month: 3 };
  const { runId, companyId } = await insertRun(ctx, { ...period, state: 'approved' });
  const insiderRow = await one<{ id: number; document_number: string }>(
    ctx,
    `select e.id, e.document_number from employees e join employee_jobs j on j.employee_id = e.id
     where j.area_id = $1 and e.id <> $2 and e.is_active order by e.id limit 1`,
    [WORKSHOP_AREA, WORKSHOP_CHIEF_EMPLOYEE],
  );
  const outsiderRow = await one<{ id: number; document_number: string }>(
    ctx,
    `select e.id, e.document_number from employees e join employee_jobs j on j.employee_id = e.id
     where j.area_id <> $1 and e.id > 1 and e.is_active order by e.id limit 1`,
    [WORKSHOP_AREA],
  );
  const insiderSlip = await insertSlip(ctx, runId, period, { employeeId: insiderRow.id });
  const outsiderSlip = await insertSlip(ctx, runId, period, { employeeId: outsiderRow.id });
  const { rows } = await ctx.database.pool.query<{ id: number; document_number: string }>(
    `select e.id, e.document_number from employees e left join employee_jobs j on j.employee_id = e.id
     where j.area_id is distinct from $1`,
    [WORKSHOP_AREA],
  );
  return {
    runId,
    companyId,
    insider: {
      employeeId: insiderRow.id,
      slipId: insiderSlip.slipId,
      documentNumber: insiderRow.document_number,
    },
    outsider: {
      employeeId: outsiderRow.id,
      slipId: outsiderSlip.slipId,
      documentNumber: outsiderRow.document_number,
    },
    foreignDocuments: new Set(rows.map((r) => r.document_number)),
    foreignIds: new Set(rows.map((r) => r.id)),
  };
};

/**
 * A user limited to the workshop (an area chief, role 2, linked to the workshop's chief) holding
 * `sections`: with every section, they reach every route, so only row scope stands between them
 * and another area's workers.
 */
export const areaChiefToken = async (ctx: TestContext, sections: readonly number[]) => {
  const user = await createTestUser(ctx, { sections, employeeId: WORKSHOP_CHIEF_EMPLOYEE });
  await ctx.database.pool.query('update users set role_id = $1 where id = $2', [ROLE_IDS.CHIEF, user.id]);
  return sessionToken(ctx, user);
};

/** The text a person would read in an answer: JSON or text as is, a PDF's pages, a sheet's cells, a zip's files. */
export const readableText = async (raw: Buffer, contentType: string): Promise<string> => {
  if (contentType.includes('pdf')) return pdfText(raw);
  if (contentType.includes('spreadsheetml')) {
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(raw as unknown as ArrayBuffer);
    const cells: string[] = [];
    book.eachSheet((sheet) =>
      sheet.eachRow((row) => {
        row.eachCell((cell) => {
          cells.push(String(cell.text ?? ''));
        });
      }),
    );
    return cells.join('\n');
  }
  if (contentType.includes('zip')) {
    const archive = await JSZip.loadAsync(raw);
    const parts: string[] = [];
    for (const entry of Object.values(archive.files)) {
      if (entry.dir) continue;
      const data = await entry.async('nodebuffer');
      parts.push(await readableText(data, entry.name.endsWith('.pdf') ? 'application/pdf' : 'text/plain'));
    }
    return parts.join('\n');
  }
  return raw.toString('utf8');
};

/** The other areas' workers an answer names: by document number, or by `employeeId` in JSON. */
export const foreignWorkersIn = (text: string, fixture: RowScopeFixture): string[] => {
  const found = new Set<string>();
  for (const m of text.matchAll(/(?<!\d)\d{8,12}(?!\d)/g))
    if (fixture.foreignDocuments.has(m[0])) found.add(`document ${m[0]}`);
  for (const m of text.matchAll(/"(?:employeeId|employee_id)":\s*(\d+)/g))
    if (fixture.foreignIds.has(Number(m[1]))) found.add(`employeeId ${m[1]}`);
  return [...found];
};
