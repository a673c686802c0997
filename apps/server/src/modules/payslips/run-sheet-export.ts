import { SECTION_IDS, ZId } from '@zerg/shared';
import { z } from 'zod';
import { defineListExport, NO_SCOPE } from '../../platform/export/list-export.ts';
import { countSlips } from '../payroll/index.ts';
import { monthColumns, monthRows } from './payroll-exports.ts';
import { loadSlipDocuments } from './payslip.repository.ts';

/** The run, and the file's name the service worked out from its period (`planilla-2026-10-7`). */
const ZRunSheetQuery = z.object({ runId: ZId, fileName: z.string().min(1).max(80) });
type RunSheetQuery = z.infer<typeof ZRunSheetQuery>;

/**
 * The run's sheet (payroll tab, section 14): one row per slip with a column per concept, and the
 * totals. A big staff's run is thousands of slips, each read whole, which a job builds. Company-wide
 * work: the service refuses an area-limited user before it answers, so the scope is the section's.
 */
export const runSheetExport = defineListExport({
  name: 'payroll-run',
  fileName: (query: RunSheetQuery) => query.fileName,
  section: SECTION_IDS.PAYROLL,
  query: ZRunSheetQuery,
  scope: NO_SCOPE,
  rows: async (db, query: RunSheetQuery, page) => {
    const total = await countSlips(db, { runIds: [query.runId] });
    // Over the page the request starts the job and reads no slip; the job's page (EXPORT_MAX_ROWS)
    // is far above any staff.
    if (total > page.perPage) return { total, data: [] };
    return { total, data: monthRows(await loadSlipDocuments(db, { runId: query.runId })) };
  },
  sheet: (_lang, _query, rows) => ({ title: 'Planilla', columns: monthColumns(rows) }),
});
